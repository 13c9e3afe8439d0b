import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import type { ParsedRequest, ToolContext } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { describeWatermarkSource } from "../test-support/describe-watermark-source";
import { useSandbox } from "../test-support/use-sandbox";
import { notion } from ".";
import { notionNotifications } from "./notifications";
import { notionArchivePage } from "./tools/archive-page";
import { notionCreatePage } from "./tools/create-page";
import { notionReadPage } from "./tools/read-page";
import { notionSearchPages } from "./tools/search-pages";

type SeededPage = {
  id: string;
  last_edited_time: string;
  archived: boolean;
  in_trash: boolean;
  url: string;
  parent: { type: string; page_id?: string };
  properties: { title: { title: { plain_text: string }[] } };
};
type SeededBlock = { id: string; type: string } & Record<
  string,
  { rich_text?: { plain_text: string }[]; title?: string }
>;
type SeededNotion = { pages: SeededPage[]; blocks: Record<string, SeededBlock[]> };

function titleOf(page: SeededPage): string {
  return page.properties.title.title.map((part) => part.plain_text).join("");
}

function findSeeded(data: SeededNotion, title: string): SeededPage {
  const page = data.pages.find((candidate) => titleOf(candidate) === title);
  if (!page) throw new Error(`no page «${title}» in the seed`);
  return page;
}

function parse(text: string, fields: Omit<ParsedRequest, "text"> = {}): ParsedRequest {
  return { text, ...fields };
}

describeOAuthService(
  {
    definition: notion,
    name: "Notion",
    family: "notion",
    authorize: {
      test: "asks for a user-owned connection, without scopes or PKCE",
      path: "api.notion.com/v1/oauth/authorize",
      pkce: false,
      params: { owner: "user" },
      absent: ["scope"],
    },
    connect: {
      test: "exchanges the code with JSON and HTTP Basic, and reads the bot's owner",
      expiresIn: null,
      account: demoAccounts.notion.email,
      refresh: "none",
      revokes: false,
    },
  },
  (sandbox) => {
    describe("tools", () => {
      let context: ToolContext;
      beforeEach(async () => {
        await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
        context = await connectToolContext(notion, sandbox.modes);
      });

      it("lists the most recently edited pages first, five by default", async () => {
        const data = await readSandboxData<SeededNotion>(sandbox.url, "notion");
        const output = await notionSearchPages.execute(context, {});
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        const expected = [...data.pages]
          .sort((a, b) => b.last_edited_time.localeCompare(a.last_edited_time))
          .slice(0, 5);
        expect(output.items.map((item) => item.title)).toEqual(expected.map(titleOf));
        expect(output.items[0]).toMatchObject({
          id: expected[0]?.id,
          link: expected[0]?.url,
          date: expected[0]?.last_edited_time,
        });
      });

      it("finds pages by the words of their title, with or without accents", async () => {
        const output = await notionSearchPages.execute(context, { query: "acta reunion", count: 10 });
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        expect(output.items.map((item) => item.title).sort()).toEqual([
          "Acta de reunión con Grupo Alameda",
          "Acta de reunión del comité de dirección",
        ]);
        const marketing = await notionSearchPages.execute(context, { query: "plan marketing" });
        expect(marketing).toMatchObject({ kind: "list", items: [{ title: "Plan de marketing Q1" }] });
      });

      it("reads a page by title or id as text: headings, bullets, numbered items and to-dos", async () => {
        const data = await readSandboxData<SeededNotion>(sandbox.url, "notion");
        const seeded = findSeeded(data, "Plan de marketing Q1");
        const byTitle = await notionReadPage.execute(context, { title: "plan de marketing" });
        if (byTitle.kind !== "document") throw new Error(`expected a document, got ${byTitle.kind}`);
        expect(byTitle.item).toMatchObject({ id: seeded.id, title: "Plan de marketing Q1", link: seeded.url });
        for (const block of data.blocks[seeded.id] ?? []) {
          const text = block[block.type]?.rich_text?.map((part) => part.plain_text).join("") ?? "";
          expect(byTitle.text).toContain(text);
        }
        expect(byTitle.text).toContain("## Canales");
        expect(byTitle.text).toContain("- LinkedIn Ads");
        expect(byTitle.text).toContain("[x] Aprobar el presupuesto con Dirección");
        expect(byTitle.text).toContain("[ ] Cerrar la agencia de diseño para los banners");

        const byId = await notionReadPage.execute(context, { pageId: seeded.id });
        expect(byId).toEqual(byTitle);
      });

      it("says so when no page has the title", async () => {
        const output = await notionReadPage.execute(context, { title: "Receta de paella" });
        expect(output).toMatchObject({ kind: "done", message: expect.stringContaining("No encuentro") });
      });

      it("creates a page with its text under «Notas de Shifu», and it is at Notion", async () => {
        const proposed = {
          title: "Ideas para la feria",
          content: "Llevar folletos nuevos\n- Stand de 3x3\n- Demo en vivo",
        };
        const input = (await notionCreatePage.resolve?.(context, proposed)) ?? proposed;
        expect(input).toMatchObject({ parentTitle: "Notas de Shifu", parentId: expect.any(String) });
        await expect(notionCreatePage.execute(context, proposed)).rejects.toThrow("Falta la página exacta");
        expect(await notionCreatePage.describe?.(context, input)).toBe(
          "Crear la página «Ideas para la feria» en Notion, dentro de «Notas de Shifu», con el texto «Llevar folletos nuevos\n- Stand de 3x3\n- Demo en vivo»",
        );
        const output = await notionCreatePage.execute(context, input);
        expect(output).toMatchObject({ kind: "done", message: expect.stringContaining("«Ideas para la feria»") });

        const data = await readSandboxData<SeededNotion>(sandbox.url, "notion");
        const parent = findSeeded(data, "Notas de Shifu");
        const created = findSeeded(data, "Ideas para la feria");
        expect(created.parent).toEqual({ type: "page_id", page_id: parent.id });
        expect((data.blocks[created.id] ?? []).map((block) => block.type)).toEqual([
          "paragraph",
          "bulleted_list_item",
          "bulleted_list_item",
        ]);
        expect(data.blocks[parent.id]?.at(-1)).toMatchObject({ id: created.id, type: "child_page" });

        const read = await notionReadPage.execute(context, { title: "Ideas para la feria" });
        expect(read).toMatchObject({
          kind: "document",
          text: "Ideas para la feria\nLlevar folletos nuevos\n- Stand de 3x3\n- Demo en vivo",
        });
      });

      it("creates inside the parent page named, and creates nothing when it does not exist", async () => {
        const named = { title: "Reunión con Hoteles Mirador", parentTitle: "Reuniones" };
        await notionCreatePage.execute(context, (await notionCreatePage.resolve?.(context, named)) ?? named);
        const data = await readSandboxData<SeededNotion>(sandbox.url, "notion");
        expect(findSeeded(data, "Reunión con Hoteles Mirador").parent.page_id).toBe(findSeeded(data, "Reuniones").id);

        await expect(
          notionCreatePage.resolve?.(context, { title: "Huérfana", parentTitle: "Página que no existe" }),
        ).rejects.toThrow("No encuentro la página «Página que no existe» en Notion");
        const after = await readSandboxData<SeededNotion>(sandbox.url, "notion");
        expect(after.pages).toHaveLength(data.pages.length);
      });

      it("archives one page: it goes to the trash and search no longer finds it", async () => {
        const data = await readSandboxData<SeededNotion>(sandbox.url, "notion");
        const roadmap = findSeeded(data, "Roadmap de producto");
        expect(await notionArchivePage.describe?.(context, { pageId: roadmap.id })).toBe(
          "Archivar la página «Roadmap de producto» de Notion (va a la papelera, de donde se puede restaurar)",
        );
        const output = await notionArchivePage.execute(context, { pageId: roadmap.id });
        expect(output).toMatchObject({ kind: "done", message: expect.stringContaining("«Roadmap de producto»") });

        const after = await readSandboxData<SeededNotion>(sandbox.url, "notion");
        expect(findSeeded(after, "Roadmap de producto")).toMatchObject({ archived: true, in_trash: true });
        expect(after.pages.filter((page) => page.in_trash)).toHaveLength(1);
        const search = await notionSearchPages.execute(context, { query: "roadmap" });
        expect(search).toMatchObject({ kind: "list", items: [] });
      });

      it("maps parsed requests to inputs", () => {
        expect(
          notionSearchPages.argsFromRequest(parse("busca en notion «Onboarding»", { quoted: "Onboarding", count: 3 })),
        ).toEqual({
          query: "Onboarding",
          count: 3,
        });
        expect(notionReadPage.argsFromRequest(parse("lee el roadmap", { keywords: "roadmap" }))).toEqual({
          title: "roadmap",
        });
        expect(notionReadPage.argsFromRequest(parse("lee la página"), { id: "abc", title: "Roadmap" })).toEqual({
          pageId: "abc",
        });
        expect(
          notionCreatePage.argsFromRequest(
            parse("crea una página «Compras» que diga: leche", { quoted: "Compras", body: "leche" }),
          ),
        ).toEqual({ title: "Compras", content: "leche" });
        expect(notionCreatePage.argsFromRequest(parse("crea una página"))).toBeNull();
        expect(notionArchivePage.argsFromRequest(parse("archiva el roadmap"))).toBeNull();
        expect(notionArchivePage.argsFromRequest(parse("archiva el roadmap"), { id: "abc", title: "Roadmap" })).toEqual(
          {
            pageId: "abc",
          },
        );
      });
    });
  },
);

describeWatermarkSource({
  name: "Notion notifications",
  definition: notion,
  source: notionNotifications,
  itemBody: (label, date) => ({ title: label, editedBy: "Ana Torres", ...(date ? { date: date.toISOString() } : {}) }),
  expectedTitle: (label) => `Ana Torres editó «${label}»`,
  isLive: (data, id) => (data as SeededNotion).pages.some((page) => page.id === id && !page.in_trash),
  badBody: { title: "", editedBy: 7 },
});

describe("Notion notification items", () => {
  const sandbox = useSandbox();

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  });

  it("names who edited, marks the person's own edits, and places a subpage under its parent", async () => {
    const context = await connectToolContext(notion, sandbox.modes);
    const read = (cursor: string | null) =>
      notionNotifications.readChanges(context.api, { cursor, now: new Date(), account: null, pendingIds: [] });
    const first = await read(null);
    const byTitle = (subject: string) => first.items.find((item) => item.subject === subject);
    expect(byTitle("Acta de reunión del comité de dirección")).toMatchObject({
      title: "Javier Moreno editó «Acta de reunión del comité de dirección»",
      senderFull: "Javier Moreno",
      actionUrl: expect.stringMatching(/^https:\/\/www\.notion\.so\//),
      signals: { byUser: false, directToUser: true, place: "Reuniones", senderAddress: "javier.moreno@ejemplo.com" },
    });
    expect(byTitle("Plan de marketing Q1")).toMatchObject({
      title: "Editaste «Plan de marketing Q1»",
      signals: { byUser: true, place: "Plan de marketing Q1" },
    });
    const dates = first.items.map((item) => item.date.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const answer = await fetch(`${sandbox.url}/__sandbox/items/notion`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "Plan de marketing Q1", editedBy: "Laura Gómez" }),
    });
    const { id } = (await answer.json()) as { id: string };
    expect(id).toBe(byTitle("Plan de marketing Q1")?.providerItemId);
    const next = await read(first.cursor);
    expect(next.items.map((item) => item.title)).toEqual(["Laura Gómez editó «Plan de marketing Q1»"]);
  });
});
