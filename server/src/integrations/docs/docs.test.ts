import { expect } from "vitest";
import { describeGoogleFileTools } from "../test-support/describe-google-file-tools";
import { docs } from ".";
import { docsListRecentDocuments } from "./tools/list-recent-documents";
import { docsReadDocument } from "./tools/read-document";
import { docsSearchDocuments } from "./tools/search-documents";
import { docsTrashDocument } from "./tools/trash-document";

describeGoogleFileTools({
  definition: docs,
  name: "Google Docs",
  apiScope: "https://www.googleapis.com/auth/documents",
  mimeType: "application/vnd.google-apps.document",
  idField: "documentId",
  tools: {
    listRecent: docsListRecentDocuments,
    search: docsSearchDocuments,
    read: docsReadDocument,
    trash: docsTrashDocument,
  },
  search: {
    text: "Grupo Norte",
    titles: ["Acta reunión lunes", "Propuesta comercial Grupo Norte", "Guion del webinar de diciembre"],
  },
  sample: "Informe trimestral T3 2026",
  expectText: (document, file) => {
    expect(document.text.startsWith("# Informe trimestral T3 2026\n## Resumen\nEl tercer trimestre")).toBe(true);
    expect(document.text).toContain("Consultoría | 820.000 € | 495.000 €");
    expect(document.item.link).toBe(`https://docs.google.com/document/d/${file.id}/edit`);
  },
  trash: {
    describe: "Mover a la papelera el documento «Informe trimestral T3 2026» de Google Docs",
    message: "He movido a la papelera el documento «Informe trimestral T3 2026» de Google Docs.",
    otherKind: "Presupuesto 2026",
  },
});
