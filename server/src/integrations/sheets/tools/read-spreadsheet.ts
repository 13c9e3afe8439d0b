import { z } from "zod";
import { defineTool } from "../../app-tool";
import { limitDocumentText } from "../../families/google";
import { getSpreadsheet } from "../client";
import { readSpreadsheetText } from "../read-spreadsheet-text";

const ReadSpreadsheetInputSchema = z.object({
  spreadsheetId: z.string().min(1).describe("Identificador de la hoja de cálculo, tal como lo dan listas y búsquedas"),
});

export const sheetsReadSpreadsheet = defineTool({
  name: "sheets_read_spreadsheet",
  app: "sheets",
  description:
    "Lee el contenido de una hoja de cálculo de Google Sheets: las celdas de cada pestaña, fila a fila. Busca antes " +
    "la hoja con sheets_search_spreadsheets.",
  inputSchema: ReadSpreadsheetInputSchema,
  writes: false,
  intent: { action: "read", objects: ["spreadsheet"] },
  target: { searchTool: "sheets_search_spreadsheets" },
  argsFromRequest: (_request, target) => (target ? { spreadsheetId: target.id } : null),
  execute: async (context, input) => {
    const spreadsheet = await getSpreadsheet(context.api, input.spreadsheetId);
    const title = spreadsheet.properties?.title ?? "(sin título)";
    return {
      kind: "document",
      item: {
        id: spreadsheet.spreadsheetId,
        title,
        link: spreadsheet.spreadsheetUrl ?? `https://docs.google.com/spreadsheets/d/${spreadsheet.spreadsheetId}/edit`,
      },
      text: limitDocumentText(await readSpreadsheetText(context.api, spreadsheet)),
    };
  },
});
