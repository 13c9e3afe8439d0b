import { z } from "zod";
import { defineTool } from "../../app-tool";
import { createListCountSchema, readListCount } from "../../families/google";
import { fileKinds } from "../drive-file-kinds";
import { answerDriveListing } from "../list-drive-items";

const ListRecentFilesInputSchema = z.object({
  count: createListCountSchema("Cuántos archivos mostrar (5 si no se dice)"),
  fileKind: z
    .enum(fileKinds)
    .optional()
    .describe("Solo un tipo: document (documentos), spreadsheet (hojas), presentation, pdf, image o folder"),
  owner: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe("Solo los archivos de esta persona (quien los subió o es su propietaria): su nombre o su correo"),
});

export const driveListRecentFiles = defineTool({
  name: "drive_list_recent_files",
  app: "drive",
  description:
    "Lista los archivos de Google Drive modificados más recientemente (sin los de la papelera), con propietario, " +
    "fecha y enlace. Puede limitarse a un tipo (documentos, hojas de cálculo, presentaciones, PDF, imágenes o " +
    "carpetas) y a los archivos de una persona ('los archivos que subió Pedro').",
  inputSchema: ListRecentFilesInputSchema,
  writes: false,
  intent: { action: "list", objects: ["file", "document", "spreadsheet", "presentation"] },
  argsFromRequest: (request) => ({
    count: readListCount(request.count),
    ...(request.fileKind ? { fileKind: request.fileKind } : {}),
    ...(request.owner ? { owner: request.owner } : {}),
  }),
  execute: (context, input) =>
    answerDriveListing(context, { kind: input.fileKind, count: readListCount(input.count), owner: input.owner }),
});
