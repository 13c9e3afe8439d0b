import { GOOGLE_SPREADSHEET } from "../drive/drive-file-kinds";
import type { GoogleFileKind } from "../families/google-file-tools";
import { getSpreadsheet } from "./client";
import { readSpreadsheetText } from "./read-spreadsheet-text";

export const googleSheetsKind: GoogleFileKind<"spreadsheetId"> = {
  app: "sheets",
  appName: "Google Sheets",
  object: "spreadsheet",
  mimeType: GOOGLE_SPREADSHEET,
  names: {
    singular: "hoja de cálculo",
    plural: "hojas de cálculo",
    short: "hoja",
    shortPlural: "hojas",
    feminine: true,
  },
  searchedContent: "las celdas",
  searchExample: "presupuesto",
  idField: "spreadsheetId",
  idDescription: "Identificador de la hoja de cálculo, tal como lo dan listas y búsquedas",
  readDescription: "Lee el contenido de una hoja de cálculo de Google Sheets: las celdas de cada pestaña, fila a fila",
  readFile: async (api, spreadsheetId) => {
    const spreadsheet = await getSpreadsheet(api, spreadsheetId);
    return {
      item: {
        id: spreadsheet.spreadsheetId,
        title: spreadsheet.properties?.title ?? "(sin título)",
        link: spreadsheet.spreadsheetUrl ?? `https://docs.google.com/spreadsheets/d/${spreadsheet.spreadsheetId}/edit`,
      },
      text: await readSpreadsheetText(api, spreadsheet),
    };
  },
};
