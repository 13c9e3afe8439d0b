import { z } from "zod";
import { defineTool } from "../../app-tool";
import { GOOGLE_SPREADSHEET } from "../../drive/drive-file-kinds";
import { describeDriveTrash, type TrashedThing, trashDriveItem } from "../../drive/trash-drive-item";

const TrashSpreadsheetInputSchema = z.object({
  spreadsheetId: z.string().min(1).describe("Identificador de la hoja de cálculo, tal como lo dan listas y búsquedas"),
});

const spreadsheet: TrashedThing = { noun: "la hoja de cálculo", app: "Google Sheets", mimeTypes: [GOOGLE_SPREADSHEET] };

export const sheetsTrashSpreadsheet = defineTool({
  name: "sheets_trash_spreadsheet",
  app: "sheets",
  description:
    "Mueve una sola hoja de cálculo de Google Sheets a la papelera de Drive (se puede recuperar durante 30 días). " +
    "Busca antes la hoja con sheets_search_spreadsheets.",
  inputSchema: TrashSpreadsheetInputSchema,
  writes: true,
  intent: { action: "trash", objects: ["spreadsheet"] },
  target: { searchTool: "sheets_search_spreadsheets" },
  argsFromRequest: (_request, target) => (target ? { spreadsheetId: target.id } : null),
  describe: (context, input) => describeDriveTrash(context, input.spreadsheetId, spreadsheet),
  execute: (context, input) => trashDriveItem(context, input.spreadsheetId, spreadsheet),
});
