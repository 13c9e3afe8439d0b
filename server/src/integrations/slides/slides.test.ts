import { expect } from "vitest";
import { describeGoogleFileTools } from "../test-support/describe-google-file-tools";
import { slides } from ".";
import { slidesListRecentPresentations } from "./tools/list-recent-presentations";
import { slidesReadPresentation } from "./tools/read-presentation";
import { slidesSearchPresentations } from "./tools/search-presentations";
import { slidesTrashPresentation } from "./tools/trash-presentation";

describeGoogleFileTools({
  definition: slides,
  name: "Google Slides",
  apiScope: "https://www.googleapis.com/auth/presentations",
  mimeType: "application/vnd.google-apps.presentation",
  idField: "presentationId",
  tools: {
    listRecent: slidesListRecentPresentations,
    search: slidesSearchPresentations,
    read: slidesReadPresentation,
    trash: slidesTrashPresentation,
  },
  search: { text: "Grupo Norte", titles: ["Propuesta para Grupo Norte"] },
  sample: "Resultados T3 2026",
  expectText: (document) => {
    expect(document.text).toBe(
      [
        "## Diapositiva 1\nResultados del tercer trimestre\nComité de dirección · noviembre de 2026",
        "## Diapositiva 2\nIngresos\n1,42 millones de euros (+8 %)\nMargen bruto del 37 %",
        "## Diapositiva 3\nPróximos pasos\nReforzar el equipo comercial del norte\nLanzar Shifu Pro en diciembre",
      ].join("\n\n"),
    );
    expect(document.item.details).toEqual(["Diapositivas: 3"]);
  },
  trash: {
    describe: "Mover a la papelera la presentación «Resultados T3 2026» de Google Slides",
    message: "He movido a la papelera la presentación «Resultados T3 2026» de Google Slides.",
    otherKind: "Presupuesto 2026",
  },
});
