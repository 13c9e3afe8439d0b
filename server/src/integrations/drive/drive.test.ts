import { beforeEach, describe, expect, it } from "vitest";
import type { ToolContext, ToolOutput } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { useSandbox } from "../test-support/use-sandbox";
import { drive } from ".";
import { driveListRecentFiles } from "./tools/list-recent-files";
import { driveReadFile } from "./tools/read-file";
import { driveSearchFiles } from "./tools/search-files";
import { driveTrashFile } from "./tools/trash-file";

describeOAuthService(
  createGoogleServiceSpec({ definition: drive, name: "Drive", apiScope: "https://www.googleapis.com/auth/drive" }),
);

type SandboxFile = {
  id: string;
  name: string;
  mimeType: string;
  modifiedTime: string;
  trashed: boolean;
  webViewLink: string;
  owners: { displayName: string }[];
};
type SandboxDrive = { drive: { files: SandboxFile[] } };

function readItems(output: ToolOutput) {
  if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
  return output.items;
}

describe("Drive tools against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  let files: SandboxFile[];

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(drive, sandbox.modes);
    files = (await readSandboxData<SandboxDrive>(sandbox.url, "google")).drive.files;
  });

  function findFile(name: string): SandboxFile {
    const file = files.find((candidate) => candidate.name === name);
    if (!file) throw new Error(`no seeded file ${name}`);
    return file;
  }

  function listNewestNames(test: (file: SandboxFile) => boolean, count: number): string[] {
    return files
      .filter((file) => !file.trashed && test(file))
      .sort((a, b) => Date.parse(b.modifiedTime) - Date.parse(a.modifiedTime))
      .slice(0, count)
      .map((file) => file.name);
  }

  it("lists the most recently modified files of every kind, five unless told", async () => {
    const items = readItems(await driveListRecentFiles.execute(context, { count: 5 }));
    expect(items.map((item) => item.title)).toEqual(listNewestNames(() => true, 5));
    const budget = findFile("Presupuesto 2026");
    const listed = readItems(await driveListRecentFiles.execute(context, { count: 20 })).find(
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
    const pdfs = readItems(await driveListRecentFiles.execute(context, input ?? {}));
    expect(pdfs.map((item) => item.title)).toEqual(listNewestNames((file) => file.mimeType === "application/pdf", 3));
    expect(pdfs).toHaveLength(2);
    const images = readItems(await driveListRecentFiles.execute(context, { fileKind: "image", count: 20 }));
    expect(images.map((item) => item.title).sort()).toEqual(["Foto cena de equipo.jpg", "Logo Shifu.png"]);
  });

  it("searches names and contents", async () => {
    const byName = readItems(await driveSearchFiles.execute(context, { text: "presupuesto", count: 20 }));
    expect(byName.map((item) => item.title)).toEqual(
      expect.arrayContaining(["Presupuesto 2026", "Presupuesto evento aniversario"]),
    );
    const apart = readItems(await driveSearchFiles.execute(context, { text: "presupuesto marketing", count: 20 }));
    expect(apart.map((item) => item.title)).toContain("Presupuesto 2026");
    expect(apart.map((item) => item.title)).not.toContain("Presupuesto evento aniversario");
    const byContent = readItems(await driveSearchFiles.execute(context, { text: "Sala Retiro" }));
    expect(byContent.map((item) => item.title)).toEqual(["Acta reunión lunes"]);
    const onlySheets = readItems(
      await driveSearchFiles.execute(context, { text: "Grupo Norte", fileKind: "spreadsheet", count: 20 }),
    );
    expect(onlySheets.every((item) => item.details?.includes("Tipo: Hoja de cálculo"))).toBe(true);
    expect(onlySheets.length).toBeGreaterThan(0);
    expect(driveSearchFiles.argsFromRequest({ text: "busca «Acta»", quoted: "Acta" })).toEqual({
      text: "Acta",
      count: 5,
    });
    expect(driveSearchFiles.argsFromRequest({ text: "busca" })).toBeNull();
  });

  it("reads a Google document, a spreadsheet as CSV and a text file, and declines a PDF", async () => {
    const minutes = findFile("Acta reunión lunes");
    const document = await driveReadFile.execute(context, { fileId: minutes.id });
    if (document.kind !== "document") throw new Error("expected a document");
    expect(document.text.startsWith("Acta reunión lunes\nAsistentes")).toBe(true);
    expect(document.text).toContain("Próxima reunión: lunes a las 9:30");

    const budget = await driveReadFile.execute(context, { fileId: findFile("Presupuesto 2026").id });
    expect(budget.kind === "document" && budget.text.split("\n")[0]).toBe("Partida,Presupuesto,Real,Desviación");
    const notes = await driveReadFile.execute(context, { fileId: findFile("Notas rápidas.txt").id });
    expect(notes.kind === "document" && notes.text).toContain("Llamar a Javier Ruiz");
    const pdf = await driveReadFile.execute(context, { fileId: findFile("Factura F-2026-118.pdf").id });
    expect(pdf).toMatchObject({ kind: "done", message: expect.stringContaining("no leer su texto") });
    expect(driveReadFile.argsFromRequest({ text: "" }, { id: minutes.id, title: minutes.name })).toEqual({
      fileId: minutes.id,
    });
  });

  it("moves one file to the trash, after which it is neither listed nor found", async () => {
    const budget = findFile("Presupuesto 2026");
    expect(await driveTrashFile.describe?.(context, { fileId: budget.id })).toBe(
      "Mover a la papelera el archivo «Presupuesto 2026» de Google Drive",
    );
    const output = await driveTrashFile.execute(context, { fileId: budget.id });
    expect(output).toMatchObject({
      kind: "done",
      message: "He movido a la papelera el archivo «Presupuesto 2026» de Google Drive.",
    });
    const after = (await readSandboxData<SandboxDrive>(sandbox.url, "google")).drive.files;
    expect(after.filter((file) => file.trashed).map((file) => file.id)).toEqual([budget.id]);
    const found = readItems(await driveSearchFiles.execute(context, { text: "presupuesto", count: 20 }));
    expect(found.map((item) => item.id)).not.toContain(budget.id);
    expect(driveTrashFile.argsFromRequest({ text: "" }, { id: budget.id, title: budget.name })).toEqual({
      fileId: budget.id,
    });
    expect(driveTrashFile.argsFromRequest({ text: "borra el archivo" })).toBeNull();
  });
});
