import { z } from "zod";
import { defineTool, type ToolContext } from "../../app-tool";
import { fetchNotionPage, listNotionBlockChildren, type NotionPage } from "../client";
import { findNotionPage } from "../find-notion-page";
import { formatNotionPage } from "../format-notion-page";
import { readNotionBlockText } from "../read-notion-block-text";
import { readNotionTitle } from "../read-notion-title";

/** Five pages of a hundred blocks cover any page worth reading aloud; longer ones are cut. */
const MAX_BLOCK_PAGES = 5;
const MAX_TEXT_LENGTH = 20_000;

const ReadPageInputSchema = z.object({
  pageId: z.string().optional().describe("Id de la página de Notion, si se conoce por una búsqueda anterior"),
  title: z.string().optional().describe("Título de la página a leer, cuando no se conoce su id"),
});

type ReadPageInput = z.infer<typeof ReadPageInputSchema>;

async function readPageText({ api }: ToolContext, page: NotionPage): Promise<string> {
  const lines = [readNotionTitle(page)];
  let cursor: string | undefined;
  for (let round = 0; round < MAX_BLOCK_PAGES; round++) {
    const children = await listNotionBlockChildren(api, page.id, cursor);
    for (const block of children.results) {
      const line = readNotionBlockText(block);
      if (line) lines.push(line);
    }
    if (!children.has_more || !children.next_cursor) break;
    cursor = children.next_cursor;
  }
  const text = lines.join("\n");
  return text.length > MAX_TEXT_LENGTH ? `${text.slice(0, MAX_TEXT_LENGTH)}…` : text;
}

export const notionReadPage = defineTool({
  name: "notion_read_page",
  app: "notion",
  description:
    "Lee el contenido de una página de Notion (títulos, párrafos, listas y tareas) por su id o por su título. Úsala para 'qué pone en el acta de la reunión' o 'léeme el roadmap de producto'.",
  inputSchema: ReadPageInputSchema,
  writes: false,
  intent: { action: "read", objects: ["page", "note", "document"] },
  target: { searchTool: "notion_search_pages" },
  argsFromRequest: (request, target) => {
    if (target) return { pageId: target.id };
    const title = request.quoted ?? request.name ?? request.keywords;
    return title ? { title } : null;
  },
  execute: async (context, input: ReadPageInput) => {
    const page = input.pageId
      ? await fetchNotionPage(context.api, input.pageId)
      : input.title
        ? await findNotionPage(context.api, input.title)
        : undefined;
    if (!page) {
      return { kind: "done", message: `No encuentro ninguna página «${input.title ?? ""}» en Notion.` };
    }
    return { kind: "document", item: formatNotionPage(page), text: await readPageText(context, page) };
  },
});
