import { z } from "zod";
import { defineTool } from "../../app-tool";
import { describeDriveTrash, type TrashedThing, trashDriveItem } from "../trash-drive-item";

const TrashFileInputSchema = z.object({
  fileId: z.string().min(1).describe("Identificador del archivo, tal como lo dan las listas y búsquedas de Drive"),
});

const file: TrashedThing = { noun: "el archivo", app: "Google Drive" };

export const driveTrashFile = defineTool({
  name: "drive_trash_file",
  app: "drive",
  description:
    "Mueve un solo archivo de Google Drive a la papelera (se puede recuperar durante 30 días). Busca antes el " +
    "archivo con drive_search_files. Nunca mueve varios a la vez.",
  inputSchema: TrashFileInputSchema,
  writes: true,
  intent: { action: "trash", objects: ["file", "document", "spreadsheet", "presentation"] },
  target: { searchTool: "drive_search_files" },
  argsFromRequest: (_request, target) => (target ? { fileId: target.id } : null),
  describe: (context, input) => describeDriveTrash(context, input.fileId, file),
  execute: (context, input) => trashDriveItem(context, input.fileId, file),
});
