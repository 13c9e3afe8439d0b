import { z } from "zod";
import { defineTool } from "../../app-tool";
import { createListCountSchema, readListCount } from "../../families/google";
import { readSearchText } from "../../families/google-file-tools";
import { fileKinds } from "../drive-file-kinds";
import { answerDriveListing } from "../list-drive-items";

const SearchFilesInputSchema = z.object({
  text: z.string().trim().min(1).describe("Palabras a buscar en el nombre o en el contenido, p. ej. 'presupuesto'"),
  fileKind: z.enum(fileKinds).optional().describe("Solo un tipo de archivo"),
  modifiedAfter: z.string().optional().describe("Solo archivos modificados desde este instante, fecha ISO 8601"),
  modifiedBefore: z.string().optional().describe("Solo archivos modificados antes de este instante, fecha ISO 8601"),
  count: createListCountSchema("Cuántos archivos mostrar (5 si no se dice)"),
  owner: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe("Solo los archivos de esta persona (quien los subió o es su propietaria): su nombre o su correo"),
});

export const driveSearchFiles = defineTool({
  name: "drive_search_files",
  app: "drive",
  description:
    "Busca archivos en Google Drive por palabras del nombre o del contenido, opcionalmente de un tipo, entre " +
    "fechas o de una persona ('el documento que compartió Laura sobre marketing'). Úsala también para encontrar el archivo sobre el que el usuario quiere actuar.",
  inputSchema: SearchFilesInputSchema,
  writes: false,
  intent: { action: "search", objects: ["file", "document", "spreadsheet", "presentation"] },
  argsFromRequest: (request) => {
    const text = readSearchText(request);
    if (!text) return null;
    return {
      text,
      ...(request.fileKind ? { fileKind: request.fileKind } : {}),
      ...(request.dateRange?.from ? { modifiedAfter: request.dateRange.from } : {}),
      ...(request.dateRange?.to ? { modifiedBefore: request.dateRange.to } : {}),
      count: readListCount(request.count),
      ...(request.owner ? { owner: request.owner } : {}),
    };
  },
  execute: (context, input) =>
    answerDriveListing(context, {
      text: input.text,
      kind: input.fileKind,
      modifiedAfter: input.modifiedAfter,
      modifiedBefore: input.modifiedBefore,
      count: readListCount(input.count),
      owner: input.owner,
    }),
});
