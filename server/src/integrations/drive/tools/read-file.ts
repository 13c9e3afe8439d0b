import { defineTool } from "../../app-tool";
import { limitDocumentText } from "../../families/google";
import { getDriveFile, listDriveFiles } from "../client";
import { GOOGLE_FOLDER, nameFileKind } from "../drive-file-kinds";
import { driveFileTarget } from "../drive-file-target";
import { createDriveItem } from "../list-drive-items";
import { readDriveText } from "../read-drive-text";

/** A folder's files shown at once: enough for a team's folder, few enough to read. */
const FOLDER_PAGE = 50;

export const driveReadFile = defineTool({
  name: "drive_read_file",
  app: "drive",
  description:
    "Lee el texto de un archivo de Google Drive: documentos, presentaciones, la primera hoja de una hoja de cálculo " +
    "y archivos de texto; de una carpeta, los archivos que contiene. Busca antes el archivo con drive_search_files.",
  writes: false,
  intent: { action: "read", objects: ["file", "document", "spreadsheet", "presentation"] },
  ...driveFileTarget,
  execute: async (context, input) => {
    const file = await getDriveFile(context.api, input.fileId);
    // What a folder says is what it holds: '¿qué hay en la carpeta de Recursos Humanos?'.
    if (file.mimeType === GOOGLE_FOLDER) {
      const held = await listDriveFiles(context.api, {
        q: `'${file.id.replace(/'/g, "\\'")}' in parents and trashed = false`,
        orderBy: "modifiedTime desc",
        pageSize: FOLDER_PAGE,
      });
      return { kind: "list", object: "file", items: (held.files ?? []).map(createDriveItem) };
    }
    const item = createDriveItem(file);
    const text = await readDriveText(context.api, file);
    if (text === undefined) {
      const kind = nameFileKind(file.mimeType).toLowerCase();
      return {
        kind: "done",
        message: `«${file.name}» es de tipo ${kind}: puedo enlazarlo, pero no leer su texto.`,
        item,
      };
    }
    return { kind: "document", item, text: limitDocumentText(text) };
  },
});
