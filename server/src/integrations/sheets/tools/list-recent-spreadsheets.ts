import { z } from "zod";
import { defineTool } from "../../app-tool";
import { GOOGLE_SPREADSHEET } from "../../drive/drive-file-kinds";
import { listDriveItems } from "../../drive/list-drive-items";
import { MAX_LIST_COUNT, readListCount } from "../../families/google";

const ListRecentSpreadsheetsInputSchema = z.object({
  count: z.number().int().min(1).max(MAX_LIST_COUNT).optional().describe("Cuántas hojas mostrar (5 si no se dice)"),
});

export const sheetsListRecentSpreadsheets = defineTool({
  name: "sheets_list_recent_spreadsheets",
  app: "sheets",
  description:
    "Lista las hojas de cálculo de Google Sheets modificadas más recientemente, con propietario, fecha y enlace.",
  inputSchema: ListRecentSpreadsheetsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["spreadsheet", "file"] },
  argsFromRequest: (request) => ({ count: readListCount(request.count) }),
  execute: async (context, input) => ({
    kind: "list",
    object: "spreadsheet",
    items: await listDriveItems(context, {
      mimeCondition: `mimeType = '${GOOGLE_SPREADSHEET}'`,
      count: readListCount(input.count),
    }),
  }),
});
