import { describe, expect, it } from "vitest";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { readListedItems } from "../test-support/read-listed-items";
import { type SandboxFile, useDriveSandbox } from "../test-support/use-drive-sandbox";
import { drive } from ".";
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
