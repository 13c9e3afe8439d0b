import { randomUUID } from "node:crypto";
import { z } from "zod";
import {
  createNotionBlock,
  createNotionId,
  createNotionPage,
  createRichText,
  formatNotionTime,
  type NotionData,
  type NotionPerson,
  notionColleagues,
} from "../demo-data/notion-data";
import { SandboxItemError } from "./provider-family";

const NotionItemBodySchema = z.object({
  kind: z.literal("page").optional(),
  title: z.string().trim().min(1),
  /** Who made the edit, by name: a colleague unless told; the demo user's own name makes it their own edit. */
  editedBy: z.string().trim().min(1).optional(),
  /** The edit's last_edited_time, to inject late or future-dated edits. */
  date: z.iso.datetime({ offset: true }).optional(),
});

function findOrAddPerson(data: NotionData, name: string): NotionPerson {
  const known = data.users.find((user) => user.name.toLowerCase() === name.toLowerCase());
  if (known) return known;
  const slug = name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, ".")
    .replace(/^\.|\.$/g, "");
  const person = { id: createNotionId(`user:${slug}`), name, email: `${slug}@ejemplo.com` };
  data.users.push(person);
  return person;
}

/**
 * An edit by someone of the workspace: to the live page with that title if there is one, else to a new page at the
 * top of the workspace.
 */
export function addNotionItem(data: unknown, body: unknown, now: number): { id: string; kind: string } {
  const parsed = NotionItemBodySchema.safeParse(body);
  if (!parsed.success) throw new SandboxItemError(`Invalid Notion item: ${z.prettifyError(parsed.error)}`);
  const notion = data as NotionData;
  const { title, editedBy, date } = parsed.data;
  const editor = findOrAddPerson(notion, editedBy ?? notionColleagues[0]?.name ?? "Javier Moreno");
  const edited = formatNotionTime(date ? Date.parse(date) : now);
  let page = notion.pages.find(
    (candidate) => !candidate.in_trash && candidate.properties.title.title[0]?.plain_text === title,
  );
  if (!page) {
    const id = randomUUID();
    page = createNotionPage({
      id,
      title,
      emoji: null,
      parent: { type: "workspace", workspace: true },
      created: edited,
      edited,
    });
    page.created_by = { object: "user", id: editor.id };
    notion.pages.push(page);
    notion.blocks[id] = [
      createNotionBlock(randomUUID(), id, edited, "paragraph", {
        rich_text: [createRichText(`Página creada por ${editor.name}.`)],
        color: "default",
      }),
    ];
  }
  page.last_edited_time = edited;
  page.last_edited_by = { object: "user", id: editor.id };
  return { id: page.id, kind: "page" };
}

/** What the live demo adds: a colleague's edit to a launch plan. */
export const notionLiveItems: readonly Record<string, unknown>[] = [
  { title: "Plan de lanzamiento", editedBy: "Laura Gómez" },
];
