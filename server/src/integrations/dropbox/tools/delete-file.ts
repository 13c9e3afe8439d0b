import { z } from "zod";
import { defineTool } from "../../app-tool";
import { type DropboxMetadata, deleteDropboxPath, fetchDropboxMetadata } from "../client";

const DeleteFileInputSchema = z.object({
  path: z.string().min(1).describe("Ruta del archivo en Dropbox ('/Facturas/factura.pdf') o su id ('id:…')"),
});

function describeFile(file: DropboxMetadata): string {
  const path = file.path_display ?? file.name;
  const folder = path.slice(0, path.lastIndexOf("/")) || "/";
  return `«${file.name}» de la carpeta ${folder}`;
}

export const dropboxDeleteFile = defineTool({
  name: "dropbox_delete_file",
  app: "dropbox",
  description:
    "Elimina un solo archivo de Dropbox (no carpetas). Busca antes el archivo con dropbox_search_files o " +
    "dropbox_list_recent_files.",
  inputSchema: DeleteFileInputSchema,
  writes: true,
  intent: { action: "delete", objects: ["file", "document", "spreadsheet", "presentation"] },
  target: { searchTool: "dropbox_search_files" },
  argsFromRequest: (_request, target) => (target ? { path: target.id } : null),
  // A path can name another file by the time the card is confirmed; the file's id cannot.
  resolve: async (context, input) => {
    const file = await fetchDropboxMetadata(context.api, input.path);
    return file.id ? { path: file.id } : input;
  },
  describe: async (context, input) => {
    const file = await fetchDropboxMetadata(context.api, input.path);
    if (file[".tag"] !== "file")
      return `Eliminar de Dropbox la carpeta «${file.name}» (no se hará: solo se borran archivos)`;
    return `Eliminar de Dropbox el archivo ${describeFile(file)}`;
  },
  execute: async (context, input) => {
    const file = await fetchDropboxMetadata(context.api, input.path);
    // Deleting a folder at Dropbox deletes everything in it: that is a bulk delete, which no tool does.
    if (file[".tag"] !== "file") {
      return { kind: "done", message: `«${file.name}» es una carpeta; solo puedo eliminar archivos sueltos.` };
    }
    const deleted = await deleteDropboxPath(context.api, file.id ?? input.path);
    return { kind: "done", message: `He eliminado de Dropbox el archivo ${describeFile(deleted)}.` };
  },
});
