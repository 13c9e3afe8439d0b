import { z } from "zod";
import { defineTool } from "../../app-tool";
import { createListCountSchema, readListCount } from "../../families/google";
import { fileKinds } from "../drive-file-kinds";
import { listDriveItems } from "../list-drive-items";

const ListRecentFilesInputSchema = z.object({
  count: createListCountSchema("Cuántos archivos mostrar (5 si no se dice)"),
  fileKind: z
    .enum(fileKinds)
    .optional()
    .describe("Solo un tipo: document (documentos), spreadsheet (hojas), presentation, pdf, image o folder"),
});

export const driveListRecentFiles = defineTool({
  name: "drive_list_recent_files",
  app: "drive",
  description:
    "Lista los archivos de Google Drive modificados más recientemente (sin los de la papelera), con propietario, " +
    "fecha y enlace. Puede limitarse a un tipo: documentos, hojas de cálculo, presentaciones, PDF, imágenes o carpetas.",
  inputSchema: ListRecentFilesInputSchema,
  writes: false,
  intent: { action: "list", objects: ["file", "document", "spreadsheet", "presentation"] },
  argsFromRequest: (request) => ({
    count: readListCount(request.count),
    ...(request.fileKind ? { fileKind: request.fileKind } : {}),
  }),
  execute: async (context, input) => ({
    kind: "list",
    object: "file",
    items: await listDriveItems(context, { kind: input.fileKind, count: readListCount(input.count) }),
  }),
});
