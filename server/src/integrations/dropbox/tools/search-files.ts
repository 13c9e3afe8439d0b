import { z } from "zod";
import { defineTool } from "../../app-tool";
import { foldText } from "../../match-person-name";
import { searchDropboxFiles, startDropboxListing } from "../client";
import { toDropboxItem } from "../to-dropbox-item";

const DEFAULT_COUNT = 10;
const MAX_COUNT = 20;
const MAX_FOLDERS_OPENED = 2;

const SearchFilesInputSchema = z.object({
  query: z.string().min(1).describe("Palabras del nombre o del contenido del archivo"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos resultados mostrar como máximo"),
});

function foldName(name: string): string {
  return foldText(name).replace(/\s+/g, " ").trim();
}

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
    const count = input.count ?? DEFAULT_COUNT;
    const entries = await searchDropboxFiles(context.api, input.query, count);
    // Dropbox matches names only: a folder found by its name ('Bodegas Valdelobos') stands for the files it holds.
    const folders = entries.filter((entry) => entry[".tag"] === "folder").slice(0, MAX_FOLDERS_OPENED);
    const held = (
      await Promise.all(
        folders.map(async (folder) => (await startDropboxListing(context.api, folder.path_lower ?? "")).entries),
      )
    )
      .flat()
      .filter((entry) => entry[".tag"] === "file");
    // A folder named by the whole query ('cuántos archivos hay en contabilidad') is asked for what it holds.
    const asked = foldName(input.query);
    const named = held.length > 0 ? new Set(folders.filter((folder) => foldName(folder.name) === asked)) : new Set();
    const seen = new Set<string>();
    const items = [...entries, ...held]
      .filter((entry) => !named.has(entry))
      .filter((entry) => {
        const key = entry.id ?? entry.path_lower ?? entry.name;
        return !seen.has(key) && Boolean(seen.add(key));
      })
      .slice(0, Math.max(count, entries.length));
    return { kind: "list", object: "file", items: items.map(toDropboxItem) };
  },
});
