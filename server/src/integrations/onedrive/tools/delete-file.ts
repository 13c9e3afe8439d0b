import { z } from "zod";
import { defineTool } from "../../app-tool";
import { deleteOneDriveItem, getOneDriveItem } from "../client";
import { createOneDriveItem, describeOneDriveItem } from "../create-onedrive-item";

const DeleteFileInputSchema = z.object({
  itemId: z.string().min(1).describe("Identificador del archivo o la carpeta, tal como lo da onedrive_search_files"),
});

export const onedriveDeleteFile = defineTool({
  name: "onedrive_delete_file",
  app: "onedrive",
  description:
    "Elimina un archivo o una carpeta de OneDrive: va a la papelera de reciclaje, desde donde se puede restaurar. " +
    "Uno cada vez; búscalo antes con onedrive_search_files.",
  inputSchema: DeleteFileInputSchema,
  writes: true,
  intent: { action: "delete", objects: ["file", "document", "spreadsheet", "presentation"] },
  target: { searchTool: "onedrive_search_files" },
  argsFromRequest: (_request, target) => (target ? { itemId: target.id } : null),
  describe: async (context, input) => {
    const item = await getOneDriveItem(context.api, input.itemId);
    return `Eliminar de OneDrive ${describeOneDriveItem(item)} (irá a la papelera de reciclaje)`;
  },
  execute: async (context, input) => {
    const item = await getOneDriveItem(context.api, input.itemId);
    await deleteOneDriveItem(context.api, input.itemId);
    return {
      kind: "done",
      message: `He eliminado de OneDrive ${describeOneDriveItem(item)}; está en la papelera de reciclaje.`,
      item: createOneDriveItem(item),
    };
  },
});
