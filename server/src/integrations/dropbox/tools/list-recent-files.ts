import { z } from "zod";
import { defineTool } from "../../app-tool";
import { listAllDropboxEntries } from "../client";
import { matchesFileKind, toDropboxItem } from "../to-dropbox-item";

const DEFAULT_COUNT = 5;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;

const ListRecentFilesInputSchema = z.object({
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos archivos mostrar (5 si no se dice)"),
  fileKind: z
    .enum(["document", "spreadsheet", "presentation", "pdf", "image"])
    .optional()
    .describe("Solo archivos de este tipo"),
});

export const dropboxListRecentFiles = defineTool({
  name: "dropbox_list_recent_files",
  app: "dropbox",
  description:
    "Lista los archivos de Dropbox modificados más recientemente, del más nuevo al más antiguo; admite filtrar por " +
    "tipo (documentos, hojas de cálculo, presentaciones, PDF, imágenes).",
  inputSchema: ListRecentFilesInputSchema,
  writes: false,
  intent: { action: "list", objects: ["file", "document", "spreadsheet", "presentation"] },
  argsFromRequest: (request) => ({
    ...(request.count ? { count: Math.min(request.count, MAX_COUNT) } : {}),
    ...(request.fileKind && request.fileKind !== "folder" ? { fileKind: request.fileKind } : {}),
  }),
  execute: async (context, input) => {
    const files = (await listAllDropboxEntries(context.api)).filter((entry) => matchesFileKind(entry, input.fileKind));
    files.sort((a, b) => Date.parse(b.server_modified ?? "") - Date.parse(a.server_modified ?? ""));
    return { kind: "list", object: "file", items: files.slice(0, input.count ?? DEFAULT_COUNT).map(toDropboxItem) };
  },
});
