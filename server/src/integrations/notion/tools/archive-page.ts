import { z } from "zod";
import { defineTool } from "../../app-tool";
import { archiveNotionPage, fetchNotionPage } from "../client";
import { formatNotionPage } from "../format-notion-page";
import { readNotionTitle } from "../read-notion-title";

const ArchivePageInputSchema = z.object({
  pageId: z.string().min(1).describe("Id de la página de Notion a archivar, de una búsqueda anterior"),
});

export const notionArchivePage = defineTool({
  name: "notion_archive_page",
  app: "notion",
  description:
    "Archiva una página de Notion (la mueve a la papelera, de donde se puede restaurar). Una sola página por llamada; busca antes su id con notion_search_pages.",
  inputSchema: ArchivePageInputSchema,
  writes: true,
  // A page archived goes to Notion's bin: 'bórrala' and 'mándala a la papelera' ask the same.
  intent: { action: "archive", objects: ["page", "note", "document"], alsoServes: ["trash", "delete"] },
  target: { searchTool: "notion_search_pages" },
  argsFromRequest: (_request, target) => (target ? { pageId: target.id } : null),
  describe: async ({ api }, input) => {
    const page = await fetchNotionPage(api, input.pageId);
    // Said on the card: 'bórrala' is served by this archive, and the person should know the page can come back.
    return `Archivar la página «${readNotionTitle(page)}» de Notion (va a la papelera, de donde se puede restaurar)`;
  },
  execute: async ({ api }, input) => {
    const page = await archiveNotionPage(api, input.pageId);
    return {
      kind: "done",
      message: `He archivado la página «${readNotionTitle(page)}» de Notion: está en la papelera y se puede restaurar.`,
      item: formatNotionPage(page),
    };
  },
});
