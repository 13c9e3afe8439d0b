import { z } from "zod";
import { defineTool } from "../../app-tool";
import { searchNotionPages } from "../client";
import { formatNotionPage } from "../format-notion-page";

const DEFAULT_COUNT = 5;
const MAX_COUNT = 20;

const SearchPagesInputSchema = z.object({
  query: z
    .string()
    .optional()
    .describe("Palabras del título de la página; sin ellas, las páginas editadas más recientemente"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántas páginas, 5 si no se dice"),
});

type SearchPagesInput = z.infer<typeof SearchPagesInputSchema>;

export const notionSearchPages = defineTool({
  name: "notion_search_pages",
  app: "notion",
  description:
    "Busca páginas de Notion por las palabras de su título, o lista las editadas más recientemente si no hay palabras. Devuelve título, última edición y enlace. Úsala para 'busca en Notion el plan de marketing' o 'mis últimas páginas de Notion'.",
  inputSchema: SearchPagesInputSchema,
  writes: false,
  intent: { action: "search", objects: ["page", "note", "document"] },
  argsFromRequest: (request) => {
    const input: SearchPagesInput = {};
    const query = request.quoted ?? request.name ?? request.keywords;
    if (query) input.query = query;
    if (request.count) input.count = Math.min(Math.max(Math.trunc(request.count), 1), MAX_COUNT);
    return input;
  },
  execute: async ({ api }, input) => {
    const pages = await searchNotionPages(api, { query: input.query ?? "", pageSize: input.count ?? DEFAULT_COUNT });
    return { kind: "list", object: "page", items: pages.map(formatNotionPage) };
  },
});
