import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { useSandbox } from "../test-support/use-sandbox";
import { dropbox } from ".";
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
