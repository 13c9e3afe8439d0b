import { z } from "zod";
import { defineTool } from "../../app-tool";
import { MAX_LIST_COUNT, readListCount } from "../../families/microsoft";
import { listOneDriveRootChildren } from "../client";
import { createOneDriveItem, readFileKind } from "../create-onedrive-item";

const FileKindSchema = z.enum(["document", "spreadsheet", "presentation", "pdf", "image", "folder"]);

const ListRecentFilesInputSchema = z.object({
  count: z.number().int().min(1).max(MAX_LIST_COUNT).optional().describe("Cuántos archivos mostrar (5 si no se dice)"),
  fileKind: FileKindSchema.optional().describe(
    "Solo de un tipo: document (Word, texto), spreadsheet (Excel), presentation (PowerPoint), pdf, image o folder",
  ),
});

/** Enough of the root to still fill a list once the other kinds are left out. */
const KIND_WINDOW = 100;

export const onedriveListRecentFiles = defineTool({
  name: "onedrive_list_recent_files",
  app: "onedrive",
  description:
    "Lista los archivos de OneDrive modificados más recientemente (en la carpeta principal), del más nuevo al más " +
    "antiguo, con quién los cambió, la fecha y el enlace. Puede limitarse a un tipo de archivo.",
  inputSchema: ListRecentFilesInputSchema,
  writes: false,
  intent: { action: "list", objects: ["file", "document", "spreadsheet", "presentation"] },
  argsFromRequest: (request) => ({
    count: readListCount(request.count),
    ...(request.fileKind ? { fileKind: request.fileKind } : {}),
  }),
  execute: async (context, input) => {
    const count = readListCount(input.count);
    const { value } = await listOneDriveRootChildren(context.api, KIND_WINDOW);
    // "Files" leaves folders out unless folders are what is asked for.
    const wanted = value.filter((item) => (input.fileKind ? readFileKind(item) === input.fileKind : !item.folder));
    return { kind: "list", object: "file", items: wanted.slice(0, count).map(createOneDriveItem) };
  },
});
