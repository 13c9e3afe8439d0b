import { z } from "zod";
import { defineTool } from "../../app-tool";
import { MAX_LIST_COUNT, readListCount } from "../../families/microsoft";
import { searchOneDrive } from "../client";
import { createOneDriveItem, readFileKind } from "../create-onedrive-item";

const SearchFilesInputSchema = z.object({
  query: z.string().min(1).describe("Texto a buscar en el nombre o el contenido de los archivos"),
  fileKind: z
    .enum(["document", "spreadsheet", "presentation", "pdf", "image", "folder"])
    .optional()
    .describe("Solo de un tipo: document, spreadsheet, presentation, pdf, image o folder"),
  count: z
    .number()
    .int()
    .min(1)
    .max(MAX_LIST_COUNT)
    .optional()
    .describe("Cuántos resultados mostrar (5 si no se dice)"),
});

const SEARCH_WINDOW = 50;

export const onedriveSearchFiles = defineTool({
  name: "onedrive_search_files",
  app: "onedrive",
  description:
    "Busca archivos y carpetas en todo OneDrive por su nombre o contenido; devuelve su identificador, carpeta, fecha " +
    "y enlace, para abrirlos o eliminarlos.",
  inputSchema: SearchFilesInputSchema,
  writes: false,
  intent: { action: "search", objects: ["file", "document", "spreadsheet", "presentation"] },
  argsFromRequest: (request) => {
    const query = request.quoted ?? request.name ?? request.keywords;
    if (!query?.trim()) return null;
    return {
      query: query.trim(),
      count: readListCount(request.count),
      ...(request.fileKind ? { fileKind: request.fileKind } : {}),
    };
  },
  execute: async (context, input) => {
    const { value } = await searchOneDrive(context.api, input.query, SEARCH_WINDOW);
    const wanted = input.fileKind ? value.filter((item) => readFileKind(item) === input.fileKind) : value;
    return { kind: "list", object: "file", items: wanted.slice(0, readListCount(input.count)).map(createOneDriveItem) };
  },
});
