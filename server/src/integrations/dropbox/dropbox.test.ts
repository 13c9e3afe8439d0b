import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import type { ToolContext } from "../app-tool";
import type { ChangesPage, ReadChangesInput } from "../notification-source";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { useSandbox } from "../test-support/use-sandbox";
import { dropbox } from ".";
import { dropboxNotifications } from "./notifications";
import { dropboxDeleteFile } from "./tools/delete-file";
import { dropboxListRecentFiles } from "./tools/list-recent-files";
import { dropboxSearchFiles } from "./tools/search-files";

describeOAuthService({
  definition: dropbox,
  name: "Dropbox",
  family: "dropbox",
  authorize: {
    test: "asks for offline access, its scopes and a PKCE challenge",
    path: "www.dropbox.com/oauth2/authorize",
    scope: "account_info.read files.metadata.read files.metadata.write files.content.read files.content.write",
    pkce: true,
    params: { token_access_type: "offline" },
  },
  connect: {
    test: "connects through the sandbox, reads the account, refreshes and revokes",
    expiresIn: 14_400,
    account: demoAccounts.dropbox.email,
    refresh: "omit",
    revokes: true,
  },
});

type SeededEntry = {
  ".tag": "file" | "folder";
  id: string;
  name: string;
  path_display: string;
  server_modified?: string;
};
type SeededDropbox = { entries: SeededEntry[] };

describe("Dropbox tools", () => {
  const sandbox = useSandbox();
  const readEntries = async () => (await readSandboxData<SeededDropbox>(sandbox.url, "dropbox")).entries;
  const newestFiles = async () =>
    (await readEntries())
      .filter((entry) => entry[".tag"] === "file")
      .sort((a, b) => Date.parse(b.server_modified ?? "") - Date.parse(a.server_modified ?? ""));

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  });

  it("lists the most recently modified files across every page of the listing", async () => {
    const context = await connectToolContext(dropbox, sandbox.modes);
    const files = await newestFiles();
    const output = await dropboxListRecentFiles.execute(context, { count: 20 });
    if (output.kind !== "list") throw new Error("expected a list");
    // The seed holds more entries than one page of list_folder, so this needs list_folder/continue.
    expect(output.items.map((item) => item.title)).toEqual(files.map((file) => file.name));
    expect(output.items[0]).toMatchObject({
      id: files[0]?.id,
      place: "/Clientes/Hoteles Mediterráneo",
      link: "https://www.dropbox.com/home/Clientes/Hoteles%20Mediterr%C3%A1neo?preview=Propuesta%20renovaci%C3%B3n%202026.pdf",
      details: ["Tamaño: 1,8 MB"],
    });
    const fallback = await dropboxListRecentFiles.execute(context, {});
    expect(fallback.kind === "list" && fallback.items.length).toBe(5);
  });

  it("keeps to the file kind asked for", async () => {
    const context = await connectToolContext(dropbox, sandbox.modes);
    const output = await dropboxListRecentFiles.execute(context, { fileKind: "spreadsheet", count: 20 });
    if (output.kind !== "list") throw new Error("expected a list");
    const sheets = (await newestFiles()).filter((file) => file.name.endsWith(".xlsx"));
    expect(output.items.map((item) => item.title)).toEqual(sheets.map((file) => file.name));
  });

  it("searches by name without accents and honours the count", async () => {
    const context = await connectToolContext(dropbox, sandbox.modes);
    const output = await dropboxSearchFiles.execute(context, { query: "factura" });
    if (output.kind !== "list") throw new Error("expected a list");
    expect(output.items.map((item) => item.title).sort()).toEqual([
      "Factura 0138 - Hoteles Mediterráneo.pdf",
      "Factura 0142 - Distribuciones Levante.pdf",
      "Facturas",
    ]);
    const one = await dropboxSearchFiles.execute(context, { query: "campana", count: 1 });
    expect(one.kind === "list" && one.items.map((item) => item.title)).toEqual(["Campaña de primavera.pptx"]);
  });

  it("deletes exactly one file after naming it, and refuses to delete a folder", async () => {
    const context = await connectToolContext(dropbox, sandbox.modes);
    const before = await readEntries();
    const target = before.find((entry) => entry.name === "Presupuesto 2026.xlsx");
    if (!target) throw new Error("no budget seeded");
    // A path written by the model becomes the file's id before the card, so a file put at that path later is safe.
    await expect(
      dropboxDeleteFile.resolve?.(context, { path: "/Contabilidad/Presupuesto 2026.xlsx" }),
    ).resolves.toEqual({ path: target.id });
    await expect(dropboxDeleteFile.describe?.(context, { path: target.id })).resolves.toBe(
      "Eliminar de Dropbox el archivo «Presupuesto 2026.xlsx» de la carpeta /Contabilidad",
    );
    await dropboxDeleteFile.execute(context, { path: target.id });
    expect((await readEntries()).map((entry) => entry.id)).toEqual(
      before.filter((entry) => entry !== target).map((entry) => entry.id),
    );

    const folder = await dropboxDeleteFile.execute(context, { path: "/Facturas" });
    expect(folder).toEqual({
      kind: "done",
      message: "«Facturas» es una carpeta; solo puedo eliminar archivos sueltos.",
    });
    expect(await readEntries()).toHaveLength(before.length - 1);
    await expect(dropboxDeleteFile.execute(context, { path: target.id })).rejects.toMatchObject({ status: 409 });
  });

  it("reads its arguments from a parsed request", () => {
    expect(
      dropboxListRecentFiles.argsFromRequest({
        text: "mis 3 últimas hojas de cálculo",
        count: 3,
        fileKind: "spreadsheet",
      }),
    ).toEqual({ count: 3, fileKind: "spreadsheet" });
    expect(dropboxSearchFiles.argsFromRequest({ text: "busca el presupuesto", keywords: "presupuesto" })).toEqual({
      query: "presupuesto",
    });
    expect(dropboxSearchFiles.argsFromRequest({ text: "busca" })).toBeNull();
    expect(dropboxDeleteFile.argsFromRequest({ text: "borra el presupuesto" }, { id: "id:abc", title: "x" })).toEqual({
      path: "id:abc",
    });
  });
});

describe("Dropbox notifications", () => {
  const sandbox = useSandbox();
  let context: ToolContext;

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(dropbox, sandbox.modes);
  });

  const sync = (cursor: string | null, fields: Partial<ReadChangesInput> = {}): Promise<ChangesPage> =>
    dropboxNotifications.readChanges(context.api, {
      cursor,
      now: new Date(),
      account: null,
      pendingIds: [],
      ...fields,
    });

  const postItem = (body: Record<string, unknown>) =>
    fetch(`${sandbox.url}/__sandbox/items/dropbox`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  async function addFile(body: Record<string, unknown>): Promise<string> {
    const response = await postItem(body);
    if (response.status !== 201) throw new Error(`POST /__sandbox/items/dropbox answered ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  }

  it("first syncs the files modified in the last week, newest first, with a cursor", async () => {
    const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
    const entries = await readSandboxData<SeededDropbox>(sandbox.url, "dropbox");
    const expected = entries.entries
      .filter((entry) => entry[".tag"] === "file" && Date.parse(entry.server_modified ?? "") >= weekAgo)
      .sort((a, b) => Date.parse(b.server_modified ?? "") - Date.parse(a.server_modified ?? ""))
      .map((entry) => entry.id);
    const page = await sync(null);
    expect(expected.length).toBeGreaterThan(3);
    expect(page.items.map((item) => item.providerItemId)).toEqual(expected);
    expect(page.cursor).toEqual(expect.any(String));
    expect(page.items[0]).toMatchObject({
      title: "Nuevo archivo en Dropbox: «Propuesta renovación 2026.pdf»",
      subject: "Propuesta renovación 2026.pdf",
      snippet: "En la carpeta /Clientes/Hoteles Mediterráneo · 1,8 MB",
      actionUrl:
        "https://www.dropbox.com/home/Clientes/Hoteles%20Mediterr%C3%A1neo?preview=Propuesta%20renovaci%C3%B3n%202026.pdf",
      importance: "normal",
      hasAttachments: false,
      signals: { place: "/Clientes/Hoteles Mediterráneo" },
    });
  });

  it("gives a file added at Dropbox on the next sync and not on the one after", async () => {
    const first = await sync(null);
    const id = await addFile({ name: "Contrato.pdf", folder: "/Contratos" });
    const second = await sync(first.cursor);
    expect(second.items.map((item) => item.providerItemId)).toEqual([id]);
    expect(second.items[0]).toMatchObject({
      title: "Nuevo archivo en Dropbox: «Contrato.pdf»",
      actionUrl: "https://www.dropbox.com/home/Contratos?preview=Contrato.pdf",
    });
    const third = await sync(second.cursor);
    expect(third).toMatchObject({ items: [], deletedIds: [] });
  });

  it("reports a pending file deleted at Dropbox among deletedIds, by its id", async () => {
    const first = await sync(null);
    const [gone, kept] = first.items.map((item) => item.providerItemId);
    if (!gone || !kept) throw new Error("the first sync found too little");
    await context.api.request({
      method: "POST",
      url: "https://api.dropboxapi.com/2/files/delete_v2",
      json: { path: gone },
    });
    const second = await sync(first.cursor, { pendingIds: [gone, kept] });
    expect(second).toMatchObject({ items: [], deletedIds: [gone] });
  });

  it("takes a file dated in the future and still the files after it", async () => {
    // Dropbox's cursor follows the order of changes, not the files' dates, so no date can hold it back.
    const first = await sync(null);
    const future = await addFile({ name: "Adelantado.pdf", date: new Date(Date.now() + 86_400_000).toISOString() });
    const second = await sync(first.cursor);
    expect(second.items.map((item) => item.providerItemId)).toEqual([future]);
    const next = await addFile({ name: "Ahora.pdf" });
    expect((await sync(second.cursor)).items.map((item) => item.providerItemId)).toEqual([next]);
  });

  it("starts over as a first sync when Dropbox resets the cursor", async () => {
    const first = await sync(null);
    const kept = first.items[0]?.providerItemId ?? "";
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(dropbox, sandbox.modes);
    const again = await sync(`AAH${Buffer.from(JSON.stringify({ seq: 99 })).toString("base64url")}`, {
      pendingIds: [kept, "id:desaparecido"],
    });
    expect(again.items.map((item) => item.providerItemId)).toEqual(first.items.map((item) => item.providerItemId));
    // The full listing holds every file there is, so a pending one missing from it is gone.
    expect(again.deletedIds).toEqual(["id:desaparecido"]);
  });

  it("deletes the file at Dropbox, and a file already gone counts as deleted", async () => {
    const page = await sync(null);
    const item = page.items[0];
    if (!item) throw new Error("nothing synced");
    await dropboxNotifications.deleteItem(context.api, item.providerItemId);
    const entries = await readSandboxData<SeededDropbox>(sandbox.url, "dropbox");
    expect(entries.entries.map((entry) => entry.id)).not.toContain(item.providerItemId);
    await expect(dropboxNotifications.deleteItem(context.api, item.providerItemId)).resolves.toBeUndefined();
  });

  it("refuses a bad item body with 400", async () => {
    const response = await postItem({ name: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_request", message: expect.stringContaining("name") });
  });
});
