import { expect } from "vitest";
import { describeGoogleFileTools } from "../test-support/describe-google-file-tools";
import { sheets } from ".";
import { sheetsListRecentSpreadsheets } from "./tools/list-recent-spreadsheets";
import { sheetsReadSpreadsheet } from "./tools/read-spreadsheet";
import { sheetsSearchSpreadsheets } from "./tools/search-spreadsheets";
import { sheetsTrashSpreadsheet } from "./tools/trash-spreadsheet";

describeGoogleFileTools({
  definition: sheets,
  name: "Google Sheets",
  apiScope: "https://www.googleapis.com/auth/spreadsheets",
  mimeType: "application/vnd.google-apps.spreadsheet",
  idField: "spreadsheetId",
  tools: {
    listRecent: sheetsListRecentSpreadsheets,
    search: sheetsSearchSpreadsheets,
    read: sheetsReadSpreadsheet,
    trash: sheetsTrashSpreadsheet,
  },
  search: { text: "presupuesto", titles: ["Presupuesto 2026", "Presupuesto evento aniversario"] },
  sample: "Presupuesto 2026",
  expectText: (document) => {
    expect(document.text.split("\n").slice(0, 3)).toEqual([
      "## Resumen",
      "Partida | Presupuesto | Real | Desviación",
      "Personal | 640.000 € | 652.300 € | 12.300 €",
    ]);
    expect(document.text).toContain("## Marketing\nAcción | Trimestre | Importe");
  },
  trash: {
    describe: "Mover a la papelera la hoja de cálculo «Presupuesto 2026» de Google Sheets",
    message: "He movido a la papelera la hoja de cálculo «Presupuesto 2026» de Google Sheets.",
    otherKind: "Acta reunión lunes",
  },
});
