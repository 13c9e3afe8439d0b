import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool, type ToolContext } from "../../app-tool";
import { createNotionPage, type NotionNewBlock, type NotionPage, searchNotionPages } from "../client";
import { findNotionPage } from "../find-notion-page";
import { formatNotionPage } from "../format-notion-page";
import { foldNotionTitle, readNotionTitle } from "../read-notion-title";

/** Where new pages go unless the person names a parent: the API cannot create at the top of a workspace. */
const DEFAULT_PARENT_TITLE = "Notas de Shifu";
/** Notion refuses text objects longer than 2,000 characters. */
const MAX_TEXT_OBJECT = 2000;

const CreatePageInputSchema = z.object({
  title: z.string().min(1).describe("Título de la nueva página"),
  content: z
    .string()
    .optional()
    .describe("Texto de la página; cada línea es un párrafo y las que empiezan por '- ' son viñetas"),
  parentTitle: z
    .string()
    .optional()
    .describe(
      "Título de la página dentro de la cual crearla; sin él, en «Notas de Shifu» o la página principal más reciente",
    ),
  parentId: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type CreatePageInput = z.infer<typeof CreatePageInputSchema>;

function splitText(text: string): { text: { content: string } }[] {
  const parts: { text: { content: string } }[] = [];
  for (let start = 0; start < text.length; start += MAX_TEXT_OBJECT) {
    parts.push({ text: { content: text.slice(start, start + MAX_TEXT_OBJECT) } });
  }
  return parts;
}

function buildBlocks(content: string | undefined): NotionNewBlock[] {
  const lines = (content ?? "")
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.map((line) => {
    const bullet = line.match(/^[-•*]\s+(.*)$/)?.[1];
    const type = bullet === undefined ? "paragraph" : "bulleted_list_item";
    return { object: "block", type, [type]: { rich_text: splitText(bullet ?? line) } };
  });
}

/** A named parent must exist; otherwise 'Notas de Shifu', else the most recently edited top-level page. */
async function findParent({ api }: ToolContext, input: CreatePageInput): Promise<NotionPage | undefined> {
  if (input.parentTitle) return findNotionPage(api, input.parentTitle);
  const notes = await searchNotionPages(api, { query: DEFAULT_PARENT_TITLE, pageSize: 10 });
  const wanted = foldNotionTitle(DEFAULT_PARENT_TITLE);
  const named = notes.find((page) => foldNotionTitle(readNotionTitle(page)) === wanted);
  if (named) return named;
  const recent = await searchNotionPages(api, { query: "", pageSize: 50 });
  return recent.find((page) => page.parent.type === "workspace") ?? recent[0];
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

export const notionCreatePage = defineTool<CreatePageInput>({
  name: "notion_create_page",
  app: "notion",
  description:
    "Crea una página nueva en Notion con un título y, si se da, su texto, dentro de la página que se indique (por defecto «Notas de Shifu»). Úsala para 'crea una página en Notion llamada…' o 'apunta en Notion…'.",
  inputSchema: CreatePageInputSchema,
  writes: true,
  intent: { action: "create", objects: ["page", "note", "document"] },
  argsFromRequest: (request): CreatePageInput | null => {
    const body = request.body?.trim();
    const title = request.quoted ?? request.name ?? (body ? clip(body.split("\n")[0] ?? body, 60) : undefined);
    if (!title) return null;
    const parent = request.project ? { parentTitle: request.project } : {};
    return body && body !== title ? { title, content: body, ...parent } : { title, ...parent };
  },
  // The parent page is fixed by its id before the card, so the page goes where the card said.
  resolve: async (context, input) => {
    const parent = await findParent(context, input);
    if (!parent) {
      const missing = input.parentTitle ? `la página «${input.parentTitle}»` : "ninguna página compartida con Shifu";
      throw new AppError("NOT_FOUND", { message: `No encuentro ${missing} en Notion donde poner la página nueva.` });
    }
    return { ...input, parentTitle: readNotionTitle(parent), parentId: parent.id };
  },
  describe: async (_context, input) => {
    const where = input.parentTitle ? `, dentro de «${input.parentTitle}»` : "";
    const text = input.content ? `, con el texto «${clip(input.content, 120)}»` : "";
    return `Crear la página «${input.title}» en Notion${where}${text}`;
  },
  execute: async (context, input) => {
    if (!input.parentId) {
      throw new AppError("BAD_REQUEST", { message: "Falta la página exacta de Notion donde crear la nueva." });
    }
    const page = await createNotionPage(context.api, {
      parentPageId: input.parentId,
      title: input.title,
      children: buildBlocks(input.content),
    });
    return {
      kind: "done",
      message: `He creado la página «${readNotionTitle(page)}» en Notion, dentro de «${input.parentTitle ?? ""}».`,
      item: formatNotionPage(page),
    };
  },
});
