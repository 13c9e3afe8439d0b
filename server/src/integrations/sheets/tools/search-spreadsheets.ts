import { z } from "zod";
import { defineTool } from "../../app-tool";
import { GOOGLE_SPREADSHEET } from "../../drive/drive-file-kinds";
import { listDriveItems } from "../../drive/list-drive-items";
import { MAX_LIST_COUNT, readListCount } from "../../families/google";

const SearchSpreadsheetsInputSchema = z.object({
  text: z.string().trim().min(1).describe("Palabras a buscar en el título o en las celdas, p. ej. 'presupuesto'"),
  count: z.number().int().min(1).max(MAX_LIST_COUNT).optional().describe("Cuántas hojas mostrar (5 si no se dice)"),
});

export const sheetsSearchSpreadsheets = defineTool({
  name: "sheets_search_spreadsheets",
  app: "sheets",
  description:
    "Busca hojas de cálculo de Google Sheets por palabras del título o del contenido, de la más reciente a la más " +
    "antigua. Úsala también para encontrar la hoja sobre la que el usuario quiere actuar.",
  inputSchema: SearchSpreadsheetsInputSchema,
  writes: false,
  intent: { action: "search", objects: ["spreadsheet", "file"] },
  argsFromRequest: (request) => {
    const text = (request.quoted ?? request.keywords ?? request.name)?.trim();
    return text ? { text, count: readListCount(request.count) } : null;
  },
  execute: async (context, input) => ({
    kind: "list",
    object: "spreadsheet",
    items: await listDriveItems(context, {
      mimeCondition: `mimeType = '${GOOGLE_SPREADSHEET}'`,
      text: input.text,
      count: readListCount(input.count),
    }),
  }),
});
