import { defineTool } from "../../app-tool";
import { driveFileTarget } from "../drive-file-target";
import { describeDriveTrash, type TrashedThing, trashDriveItem } from "../trash-drive-item";

const file: TrashedThing = { noun: "el archivo", app: "Google Drive" };

export const driveTrashFile = defineTool({
  name: "drive_trash_file",
  app: "drive",
  description:
    "Mueve un solo archivo de Google Drive a la papelera (se puede recuperar durante 30 días). Busca antes el " +
    "archivo con drive_search_files. Nunca mueve varios a la vez.",
  writes: true,
  intent: { action: "trash", objects: ["file", "document", "spreadsheet", "presentation"] },
  ...driveFileTarget,
  describe: (context, input) => describeDriveTrash(context, input.fileId, file),
  execute: (context, input) => trashDriveItem(context, input.fileId, file),
});
