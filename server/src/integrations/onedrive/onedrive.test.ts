import { beforeEach, describe, expect, it } from "vitest";
import type { ParsedRequest, ToolContext } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createMicrosoftServiceSpec } from "../test-support/family-service-specs";
import { useSandbox } from "../test-support/use-sandbox";
import { onedrive } from ".";
import { onedriveNotifications } from "./notifications";
import { onedriveDeleteFile } from "./tools/delete-file";
import { onedriveListFolder } from "./tools/list-folder";
import { onedriveListRecentFiles } from "./tools/list-recent-files";
import { onedriveSearchFiles } from "./tools/search-files";

describeOAuthService(
  createMicrosoftServiceSpec({ definition: onedrive, name: "OneDrive", graphScopes: "Files.ReadWrite.All" }),
);

type SandboxItem = {
  id: string;
  name: string;
  webUrl: string;
  lastModifiedDateTime: string;
  parentReference: { id: string };
  folder?: unknown;
};
type SandboxDrive = { driveRoot: { id: string }; driveItems: SandboxItem[]; recycleBin: SandboxItem[] };

describe("OneDrive tools against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  let drive: SandboxDrive;
  const request = (fields: Partial<ParsedRequest>): ParsedRequest => ({ text: "", ...fields });

  async function runList(tool: typeof onedriveListRecentFiles, input: Record<string, unknown>) {
    const output = await tool.execute(context, input);
    if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
    return output.items;
  }
  const listFolder = (input: Record<string, unknown>) => onedriveListFolder.execute(context, input);

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(onedrive, sandbox.modes);
    drive = await readSandboxData<SandboxDrive>(sandbox.url, "microsoft");
  });

  it("lists the five most recently changed files of the root, folders left out", async () => {
    const expected = drive.driveItems
      .filter((item) => item.parentReference.id === drive.driveRoot.id && !item.folder)
      .sort((a, b) => Date.parse(b.lastModifiedDateTime) - Date.parse(a.lastModifiedDateTime))
      .slice(0, 5);
    const input = onedriveListRecentFiles.argsFromRequest(request({})) ?? {};
    const items = await runList(onedriveListRecentFiles, input);
    expect(items.map((item) => item.title)).toEqual(expected.map((item) => item.name));
    expect(items[0]).toMatchObject({
      title: "Presupuesto 2027.xlsx",
      from: "Marta López",
      date: expected[0]?.lastModifiedDateTime,
      link: expected[0]?.webUrl,
      place: "Mis archivos",
      details: ["Hoja de cálculo", "Tamaño: 82,2 KB"],
    });
  });

  it("lists recent files of one kind", async () => {
    const input = onedriveListRecentFiles.argsFromRequest(request({ fileKind: "presentation", count: 10 })) ?? {};
    expect(input).toEqual({ count: 10, fileKind: "presentation" });
    const items = await runList(onedriveListRecentFiles, input);
    expect(items.map((item) => item.title)).toEqual([
      "Presentación Grupo Alimentaria Sur.pptx",
      "Objetivos comerciales 2027.pptx",
    ]);
    const folders = await runList(onedriveListRecentFiles, { fileKind: "folder" });
    expect(folders.map((item) => item.title)).toEqual(["Facturas", "Documentos"]);
  });

  it("searches the whole drive, subfolders included, and by kind", async () => {
    const input = onedriveSearchFiles.argsFromRequest(request({ keywords: "factura" }));
    expect(input).toEqual({ query: "factura", count: 5 });
    const items = await runList(onedriveSearchFiles, input ?? {});
    expect(items.map((item) => item.title)).toEqual([
      "Facturas",
      "Factura 2026-0112 Logística Norte.pdf",
      "Factura coworking octubre.pdf",
    ]);
    expect(items[1]?.place).toBe("Facturas");
    const pdfs = await runList(onedriveSearchFiles, { query: "logística", fileKind: "pdf" });
    expect(pdfs.map((item) => item.title)).toEqual([
      "Factura 2026-0112 Logística Norte.pdf",
      "Contrato Logística Norte.pdf",
    ]);
    expect(await runList(onedriveSearchFiles, { query: "Rosa's" })).toEqual([]);
    expect(onedriveSearchFiles.argsFromRequest(request({}))).toBeNull();
  });

  it("lists what a folder holds by its path, in any case, with how many things it holds", async () => {
    expect(onedriveListFolder.argsFromRequest(request({ folder: "Facturas", count: 3 }))).toEqual({
      folder: "Facturas",
      count: 3,
    });
    expect(onedriveListFolder.argsFromRequest(request({ keywords: "Facturas", fileKind: "folder" }))).toBeNull();
    const invoices = await listFolder({ folder: "facturas" });
    expect(invoices).toMatchObject({ kind: "list", object: "file", total: 2 });
    if (invoices.kind !== "list") return;
    expect(invoices.items.map((item) => [item.title, item.place])).toEqual([
      ["Factura 2026-0112 Logística Norte.pdf", "Facturas"],
      ["Factura coworking octubre.pdf", "Facturas"],
    ]);
    const nested = await listFolder({ folder: "/Documentos/Clientes/", count: 1 });
    expect(nested).toMatchObject({
      kind: "list",
      total: 2,
      items: [{ title: "Ficha cliente Transportes Sierra.docx" }],
    });
  });

  it("finds a folder that is not at the root by its name, and lists nothing when no folder has it", async () => {
    const clients = await listFolder({ folder: "clientes" });
    expect(clients).toMatchObject({ kind: "list", total: 2 });
    if (clients.kind === "list") {
      expect(clients.items.map((item) => item.place)).toEqual(["Documentos/Clientes", "Documentos/Clientes"]);
    }
    // A file called like the folder asked for is no folder.
    expect(await listFolder({ folder: "Presupuesto 2027" })).toEqual({
      kind: "list",
      object: "file",
      items: [],
      total: 0,
    });
    const documents = await listFolder({ folder: "Documentos" });
    expect(documents).toMatchObject({ kind: "list", total: 2 });
    if (documents.kind === "list") {
      expect(documents.items.map((item) => [item.title, item.details?.[0]])).toEqual([
        ["Clientes", "Carpeta"],
        ["Plantilla de oferta.docx", "Documento"],
      ]);
    }
  });

  it("says a folder it found holds nothing", async () => {
    const invoices = await runList(onedriveSearchFiles, { query: "Factura", fileKind: "pdf" });
    for (const invoice of invoices) await onedriveDeleteFile.execute(context, { itemId: invoice.id });
    expect(await listFolder({ folder: "Facturas" })).toEqual({
      kind: "done",
      message: "La carpeta «Facturas» de OneDrive está vacía.",
    });
  });

  it("deletes one file to the recycle bin after describing it by name", async () => {
    const [target] = await runList(onedriveSearchFiles, { query: "Presupuesto 2027" });
    const input = onedriveDeleteFile.argsFromRequest(request({}), target) ?? {};
    expect(await onedriveDeleteFile.describe?.(context, input)).toBe(
      "Eliminar de OneDrive el archivo «Presupuesto 2027.xlsx» (irá a la papelera de reciclaje)",
    );
    const output = await onedriveDeleteFile.execute(context, input);
    expect(output).toMatchObject({ kind: "done", message: expect.stringContaining("«Presupuesto 2027.xlsx»") });
    const after = await readSandboxData<SandboxDrive>(sandbox.url, "microsoft");
    expect(after.driveItems.some((item) => item.id === target?.id)).toBe(false);
    expect(after.recycleBin.map((item) => item.name)).toEqual(["Presupuesto 2027.xlsx"]);
    expect(after.driveItems).toHaveLength(drive.driveItems.length - 1);
    expect(onedriveDeleteFile.argsFromRequest(request({}))).toBeNull();
  });

  it("names a folder and its contents before deleting it", async () => {
    const [folder] = await runList(onedriveSearchFiles, { query: "Facturas", fileKind: "folder" });
    expect(await onedriveDeleteFile.describe?.(context, { itemId: folder?.id ?? "" })).toBe(
      "Eliminar de OneDrive la carpeta «Facturas» y todo su contenido (irá a la papelera de reciclaje)",
    );
    await expect(onedriveDeleteFile.execute(context, { itemId: "01BYE5RZNOEXISTE" })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("OneDrive notifications against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  const HOUR = 3_600_000;

  const read = (cursor: string | null) =>
    onedriveNotifications.readChanges(context.api, {
      cursor,
      now: new Date(),
      account: "ana.garcia@ejemplo.com",
      pendingIds: [],
    });
  async function saveFile(body: Record<string, unknown>): Promise<string> {
    const response = await fetch(`${sandbox.url}/__sandbox/items/microsoft`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "file", ...body }),
    });
    if (response.status !== 201) throw new Error(`POST /__sandbox/items/microsoft answered ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  }

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(onedrive, sandbox.modes);
  });

  it("first syncs the files others changed in the last 7 days, folders and her own edits left out", async () => {
    const drive = await readSandboxData<SandboxDrive>(sandbox.url, "microsoft");
    const page = await read(null);
    expect(page.items.map((item) => item.subject)).toEqual([
      "Presupuesto 2027.xlsx",
      "Presentación Grupo Alimentaria Sur.pptx",
      "Contrato Logística Norte.pdf",
      "Plan de vacaciones 2026.xlsx",
      "Foto del equipo.jpg",
    ]);
    const budget = drive.driveItems.find((item) => item.name === "Presupuesto 2027.xlsx");
    expect(page.items[0]).toMatchObject({
      providerItemId: budget?.id,
      title: "Marta modificó «Presupuesto 2027.xlsx»",
      senderFull: "Marta López <marta.lopez@ejemplo.com>",
      date: new Date(budget?.lastModifiedDateTime ?? ""),
      actionUrl: budget?.webUrl,
      importance: "normal",
      signals: { place: "Mis archivos", byUser: false, senderAddress: "marta.lopez@ejemplo.com" },
    });
    expect(page).toMatchObject({ deletedIds: [], cursor: expect.stringContaining("/me/drive/root/delta?token=") });
  });

  it("brings a file saved later once, a back-dated save included, and nothing the time after", async () => {
    const first = await read(null);
    const created = await saveFile({ name: "Plan 2027.xlsx", modifiedBy: "Elena Navarro" });
    const edited = await saveFile({
      name: "Informe trimestral Q3.docx",
      modifiedBy: "Sergio Castillo",
      date: new Date(Date.now() - 3 * 24 * HOUR).toISOString(),
    });
    const second = await read(first.cursor);
    expect(second.items.map((item) => [item.providerItemId, item.title])).toEqual([
      [created, "Elena subió «Plan 2027.xlsx»"],
      [edited, "Sergio modificó «Informe trimestral Q3.docx»"],
    ]);
    expect((await read(second.cursor)).items).toEqual([]);
  });

  it("deletes a file to the recycle bin, which the next sync reports deleted", async () => {
    const first = await read(null);
    const target = first.items[0]?.providerItemId ?? "";
    await onedriveNotifications.deleteItem(context.api, target);
    const after = await readSandboxData<SandboxDrive>(sandbox.url, "microsoft");
    expect(after.recycleBin.map((item) => item.id)).toEqual([target]);
    const second = await read(first.cursor);
    expect(second).toMatchObject({ items: [], deletedIds: [target] });
    await expect(onedriveNotifications.deleteItem(context.api, target)).resolves.toBeUndefined();
  });
});
