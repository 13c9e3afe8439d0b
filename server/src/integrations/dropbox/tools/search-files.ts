import { z } from "zod";
import { defineTool } from "../../app-tool";
import { searchDropboxFiles } from "../client";
import { toDropboxItem } from "../to-dropbox-item";

const DEFAULT_COUNT = 10;
const MAX_COUNT = 20;

const SearchFilesInputSchema = z.object({
  query: z.string().min(1).describe("Palabras del nombre o del contenido del archivo"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos resultados mostrar como máximo"),
});

export const dropboxSearchFiles = defineTool({
  name: "dropbox_search_files",
  app: "dropbox",
  description:
    "Busca archivos y carpetas en Dropbox por nombre o contenido. Úsalo también para encontrar el archivo que se " +
    "quiere eliminar.",
  inputSchema: SearchFilesInputSchema,
  writes: false,
  intent: { action: "search", objects: ["file", "document", "spreadsheet", "presentation"] },
  argsFromRequest: (request) => {
    const query = (request.quoted ?? request.keywords ?? request.name)?.trim();
    if (!query) return null;
    return { query, ...(request.count ? { count: Math.min(request.count, MAX_COUNT) } : {}) };
  },
  execute: async (context, input) => {
    const entries = await searchDropboxFiles(context.api, input.query, input.count ?? DEFAULT_COUNT);
    return { kind: "list", object: "file", items: entries.map(toDropboxItem) };
  },
});
