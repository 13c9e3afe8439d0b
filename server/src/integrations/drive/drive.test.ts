import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import type { ToolContext } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { readListedItems } from "../test-support/read-listed-items";
import { type SandboxFile, useDriveSandbox } from "../test-support/use-drive-sandbox";
import { useSandbox } from "../test-support/use-sandbox";
import { drive } from ".";
import { GOOGLE_FOLDER } from "./drive-file-kinds";
import { driveNotifications } from "./notifications";
import { driveListRecentFiles } from "./tools/list-recent-files";
import { driveReadFile } from "./tools/read-file";
import { driveSearchFiles } from "./tools/search-files";
import { driveTrashFile } from "./tools/trash-file";

describeOAuthService(
  createGoogleServiceSpec({ definition: drive, name: "Drive", apiScope: "https://www.googleapis.com/auth/drive" }),
);

describe("Drive tools against the sandbox", () => {
  const sandbox = useDriveSandbox(drive);

  function listNewestNames(test: (file: SandboxFile) => boolean, count: number): string[] {
    return sandbox
      .listNewestFiles(test)
      .slice(0, count)
      .map((file) => file.name);
  }

  it("lists the most recently modified files of every kind, five unless told", async () => {
    const items = readListedItems(await driveListRecentFiles.execute(sandbox.context, { count: 5 }));
    expect(items.map((item) => item.title)).toEqual(listNewestNames(() => true, 5));
    const budget = sandbox.findFile("Presupuesto 2026");
    const listed = readListedItems(await driveListRecentFiles.execute(sandbox.context, { count: 20 })).find(
      (item) => item.id === budget.id,
    );
    expect(listed).toMatchObject({
      title: "Presupuesto 2026",
      from: "Ana García",
      date: budget.modifiedTime,
      link: budget.webViewLink,
      details: ["Tipo: Hoja de cálculo"],
    });
  });

  it("lists one kind of file when asked", async () => {
    const input = driveListRecentFiles.argsFromRequest({ text: "mis 3 pdf", count: 3, fileKind: "pdf" });
    expect(input).toEqual({ count: 3, fileKind: "pdf" });
    const pdfs = readListedItems(await driveListRecentFiles.execute(sandbox.context, input ?? {}));
    expect(pdfs.map((item) => item.title)).toEqual(listNewestNames((file) => file.mimeType === "application/pdf", 3));
    expect(pdfs).toHaveLength(2);
    const images = readListedItems(
      await driveListRecentFiles.execute(sandbox.context, { fileKind: "image", count: 20 }),
    );
    expect(images.map((item) => item.title).sort()).toEqual(["Foto cena de equipo.jpg", "Logo Shifu.png"]);
  });

  it("searches names and contents", async () => {
    const byName = readListedItems(await driveSearchFiles.execute(sandbox.context, { text: "presupuesto", count: 20 }));
    expect(byName.map((item) => item.title)).toEqual(
      expect.arrayContaining(["Presupuesto 2026", "Presupuesto evento aniversario"]),
    );
    const apart = readListedItems(
      await driveSearchFiles.execute(sandbox.context, { text: "presupuesto marketing", count: 20 }),
    );
    expect(apart.map((item) => item.title)).toContain("Presupuesto 2026");
    expect(apart.map((item) => item.title)).not.toContain("Presupuesto evento aniversario");
    const byContent = readListedItems(await driveSearchFiles.execute(sandbox.context, { text: "Sala Retiro" }));
    expect(byContent.map((item) => item.title)).toEqual(["Acta reunión lunes"]);
    const onlySheets = readListedItems(
      await driveSearchFiles.execute(sandbox.context, { text: "Grupo Norte", fileKind: "spreadsheet", count: 20 }),
    );
    expect(onlySheets.every((item) => item.details?.includes("Tipo: Hoja de cálculo"))).toBe(true);
    expect(onlySheets.length).toBeGreaterThan(0);
    expect(driveSearchFiles.argsFromRequest({ text: "busca «Acta»", quoted: "Acta" })).toEqual({
      text: "Acta",
      count: 5,
    });
    expect(driveSearchFiles.argsFromRequest({ text: "busca" })).toBeNull();
  });

  it("narrows a listing or a search to one owner's files, said by name or address", async () => {
    const pedros = (file: SandboxFile) => file.owners.some((owner) => owner.displayName === "Pedro Sánchez");
    const byName = readListedItems(
      await driveListRecentFiles.execute(sandbox.context, { owner: "pedro sanchez", count: 20 }),
    );
    expect(byName.map((item) => item.title)).toEqual(listNewestNames(pedros, 20));
    expect(byName.length).toBeGreaterThan(1);
    const search = readListedItems(
      await driveSearchFiles.execute(sandbox.context, { text: "marketing", owner: "laura.gomez@ejemplo.com" }),
    );
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((item) => item.from === "Laura Gómez")).toBe(true);
    const nobody = await driveListRecentFiles.execute(sandbox.context, { owner: "Eustaquio" });
    expect(nobody).toMatchObject({ kind: "done", message: expect.stringContaining("«Eustaquio»") });
    expect(driveListRecentFiles.argsFromRequest({ text: "los archivos de Pedro", owner: "Pedro Sánchez" })).toEqual({
      count: 5,
      owner: "Pedro Sánchez",
    });
  });

  it("lists the owners of the person's files, never the person, as the people requests may name", async () => {
    const directory = await drive.listDirectory?.(sandbox.context);
    expect(directory?.people).toEqual(expect.arrayContaining(["Pedro Sánchez", "Laura Gómez", "Carlos Martínez"]));
    expect(directory?.people).not.toContain(demoAccounts.google.displayName);
  });

  it("reads a Google document, a spreadsheet as CSV and a text file, and declines a PDF", async () => {
    const minutes = sandbox.findFile("Acta reunión lunes");
    const document = await driveReadFile.execute(sandbox.context, { fileId: minutes.id });
    if (document.kind !== "document") throw new Error("expected a document");
    expect(document.text.startsWith("Acta reunión lunes\nAsistentes")).toBe(true);
    expect(document.text).toContain("Próxima reunión: lunes a las 9:30");

    const budget = await driveReadFile.execute(sandbox.context, { fileId: sandbox.findFile("Presupuesto 2026").id });
    expect(budget.kind === "document" && budget.text.split("\n")[0]).toBe("Partida,Presupuesto,Real,Desviación");
    const notes = await driveReadFile.execute(sandbox.context, { fileId: sandbox.findFile("Notas rápidas.txt").id });
    expect(notes.kind === "document" && notes.text).toContain("Llamar a Javier Ruiz");
    const pdf = await driveReadFile.execute(sandbox.context, { fileId: sandbox.findFile("Factura F-2026-118.pdf").id });
    expect(pdf).toMatchObject({ kind: "done", message: expect.stringContaining("no leer su texto") });
    expect(driveReadFile.argsFromRequest({ text: "" }, { id: minutes.id, title: minutes.name })).toEqual({
      fileId: minutes.id,
    });
  });

  it("reads a folder as the files it holds", async () => {
    const folder = await driveReadFile.execute(sandbox.context, { fileId: sandbox.findFile("Recursos Humanos").id });
    if (folder.kind !== "list") throw new Error("expected a list");
    expect(folder.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(["Manual de bienvenida", "Política de teletrabajo", "Plan de vacaciones del equipo"]),
    );
  });

  it("moves one file to the trash, after which it is neither listed nor found", async () => {
    const budget = sandbox.findFile("Presupuesto 2026");
    expect(await driveTrashFile.describe?.(sandbox.context, { fileId: budget.id })).toBe(
      "Mover a la papelera el archivo «Presupuesto 2026» de Google Drive",
    );
    const output = await driveTrashFile.execute(sandbox.context, { fileId: budget.id });
    expect(output).toMatchObject({
      kind: "done",
      message: "He movido a la papelera el archivo «Presupuesto 2026» de Google Drive.",
    });
    const after = await sandbox.readFiles();
    expect(after.filter((file) => file.trashed).map((file) => file.id)).toEqual([budget.id]);
    const found = readListedItems(await driveSearchFiles.execute(sandbox.context, { text: "presupuesto", count: 20 }));
    expect(found.map((item) => item.id)).not.toContain(budget.id);
    expect(driveTrashFile.argsFromRequest({ text: "" }, { id: budget.id, title: budget.name })).toEqual({
      fileId: budget.id,
    });
    expect(driveTrashFile.argsFromRequest({ text: "borra el archivo" })).toBeNull();
  });
});

type NotifiedFile = SandboxFile & { ownedByMe: boolean; lastModifyingUser: { me: boolean } };

describe("Drive notifications against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  const account = demoAccounts.google.email;

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(drive, sandbox.modes);
  });

  async function addFile(body: Record<string, unknown>): Promise<string> {
    const response = await fetch(`${sandbox.url}/__sandbox/items/google`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "file", modifiedBy: "Ana Torres <ana@acme.com>", ...body }),
    });
    if (response.status !== 201) throw new Error(`addItem answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  }

  async function readFiles(): Promise<NotifiedFile[]> {
    return (await readSandboxData<{ drive: { files: NotifiedFile[] } }>(sandbox.url, "google")).drive.files;
  }

  function readChanges(cursor: string | null) {
    return driveNotifications.readChanges(context.api, { cursor, now: new Date(), account, pendingIds: [] });
  }

  it("first syncs the files others modified in the last week, newest first, with a page token as cursor", async () => {
    const weekAgo = Date.now() - 7 * 86_400_000;
    const recent = (await readFiles())
      .filter((file) => !file.trashed && file.mimeType !== GOOGLE_FOLDER && Date.parse(file.modifiedTime) > weekAgo)
      .sort((a, b) => Date.parse(b.modifiedTime) - Date.parse(a.modifiedTime))
      .slice(0, 20)
      .filter((file) => !file.lastModifyingUser.me);
    const page = await readChanges(null);
    expect(recent.length).toBeGreaterThan(0);
    expect(page.items.map((item) => item.providerItemId)).toEqual(recent.map((file) => file.id));
    expect(page.deletedIds).toEqual([]);
    expect(page.cursor).toMatch(/^\d+$/);
    const first = recent[0];
    expect(page.items[0]).toMatchObject({ subject: first?.name, actionUrl: first?.webViewLink });
    expect(page.items[0]?.date.toISOString()).toBe(first?.modifiedTime);
  });

  it("brings a file shared with the user once, then a colleague's edit of the user's own file", async () => {
    const cursor = (await readChanges(null)).cursor;
    const shared = await addFile({
      name: "Tarifas 2027",
      mimeType: "application/vnd.google-apps.spreadsheet",
      sharedWithMe: true,
    });
    const page = await readChanges(cursor);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      providerItemId: shared,
      title: "Compartieron contigo «Tarifas 2027»",
      subject: "Tarifas 2027",
      senderFull: "Ana Torres <ana@acme.com>",
      snippet: "Ana Torres ha compartido contigo «Tarifas 2027» (hoja de cálculo).",
      actionUrl: expect.stringContaining(shared),
      importance: "normal",
      hasAttachments: false,
      signals: { directToUser: true, mentionsUser: false, byUser: false, senderAddress: "ana@acme.com" },
    });
    expect(await readChanges(page.cursor)).toEqual({ items: [], deletedIds: [], cursor: page.cursor });

    const minutes = await addFile({ name: "Acta reunión lunes" });
    const own = await addFile({ name: "Notas rápidas.txt", modifiedBy: `Ana García <${account}>` });
    const edits = await readChanges(page.cursor);
    expect(edits.items.map((item) => item.providerItemId)).toEqual([minutes, own]);
    expect(edits.items[0]).toMatchObject({
      title: "Ana Torres modificó «Acta reunión lunes»",
      signals: { directToUser: false, byUser: false },
    });
    expect(edits.items[1]?.signals.byUser).toBe(true);
  });

  it("moves a file to Drive's trash on deleteItem, and the next sync reports it gone", async () => {
    const cursor = (await readChanges(null)).cursor;
    const id = await addFile({ name: "Borrador de contrato" });
    const first = await readChanges(cursor);
    await driveNotifications.deleteItem(context.api, id);
    expect((await readFiles()).find((file) => file.id === id)?.trashed).toBe(true);
    const next = await readChanges(first.cursor);
    expect(next.items).toEqual([]);
    expect(next.deletedIds).toEqual([id]);
  });

  it("brings a file dated before the newest one seen, and keeps going past a future-dated one", async () => {
    const cursor = (await readChanges(null)).cursor;
    const newer = await addFile({ name: "Reciente" });
    const first = await readChanges(cursor);
    const late = await addFile({ name: "Llega tarde", date: new Date(Date.now() - 3_600_000).toISOString() });
    const future = await addFile({ name: "Del futuro", date: new Date(Date.now() + 86_400_000).toISOString() });
    const second = await readChanges(first.cursor);
    const after = await addFile({ name: "Después del futuro" });
    const third = await readChanges(second.cursor);
    expect(first.items.map((item) => item.providerItemId)).toEqual([newer]);
    expect(second.items.map((item) => item.providerItemId)).toEqual([late, future]);
    expect(third.items.map((item) => item.providerItemId)).toEqual([after]);
  });

  it("refuses a sandbox file without a name with a 400 that says so", async () => {
    const response = await fetch(`${sandbox.url}/__sandbox/items/google`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "file" }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain("name");
  });
});
