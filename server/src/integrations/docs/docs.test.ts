import { beforeEach, describe, expect, it } from "vitest";
import type { ToolContext, ToolOutput } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { useSandbox } from "../test-support/use-sandbox";
import { docs } from ".";
import { docsListRecentDocuments } from "./tools/list-recent-documents";
import { docsReadDocument } from "./tools/read-document";
import { docsSearchDocuments } from "./tools/search-documents";
import { docsTrashDocument } from "./tools/trash-document";

const API_SCOPE = "https://www.googleapis.com/auth/documents";
const DRIVE_SCOPE = "https://www.googleapis.com/auth/drive";
const spec = createGoogleServiceSpec({
  definition: docs,
  name: "Google Docs",
  apiScope: `${API_SCOPE} ${DRIVE_SCOPE}`,
});

// The Drive scope comes on top of the app's own, so the granted list holds both.
const { connect } = spec;
describeOAuthService(
  connect ? { ...spec, connect: { ...connect, scopes: expect.arrayContaining([API_SCOPE, DRIVE_SCOPE]) } } : spec,
);

type SandboxFile = {
  id: string;
  name: string;
  mimeType: string;
  modifiedTime: string;
  trashed: boolean;
  webViewLink: string;
};
type SandboxDrive = { drive: { files: SandboxFile[] } };

const MIME_TYPE = "application/vnd.google-apps.document";

function readItems(output: ToolOutput) {
  if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
  return output.items;
}

describe("Google Docs tools against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  let files: SandboxFile[];

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(docs, sandbox.modes);
    files = (await readSandboxData<SandboxDrive>(sandbox.url, "google")).drive.files;
  });

  function findFile(name: string): SandboxFile {
    const file = files.find((candidate) => candidate.name === name);
    if (!file) throw new Error(`no seeded file ${name}`);
    return file;
  }

  it("lists only its own kind of file, most recently modified first, five unless told", async () => {
    const expected = files
      .filter((file) => file.mimeType === MIME_TYPE && !file.trashed)
      .sort((a, b) => Date.parse(b.modifiedTime) - Date.parse(a.modifiedTime));
    const input = docsListRecentDocuments.argsFromRequest({ text: "" });
    expect(input).toEqual({ count: 5 });
    const items = readItems(await docsListRecentDocuments.execute(context, input ?? {}));
    expect(items.map((item) => item.title)).toEqual(expected.slice(0, 5).map((file) => file.name));
    expect(items[0]).toMatchObject({ link: expected[0]?.webViewLink, date: expected[0]?.modifiedTime });
    const all = readItems(await docsListRecentDocuments.execute(context, { count: 20 }));
    expect(all).toHaveLength(expected.length);
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  it("searches titles and contents within its kind", async () => {
    const found = readItems(await docsSearchDocuments.execute(context, { text: "Grupo Norte", count: 20 }));
    expect(found.map((item) => item.title)).toEqual([
      "Acta reunión lunes",
      "Propuesta comercial Grupo Norte",
      "Guion del webinar de diciembre",
    ]);
    expect(docsSearchDocuments.argsFromRequest({ text: "", keywords: "Grupo Norte" })).toEqual({
      text: "Grupo Norte",
      count: 5,
    });
    expect(docsSearchDocuments.argsFromRequest({ text: "" })).toBeNull();
  });

  it("reads the text of one through its own API", async () => {
    const file = findFile("Informe trimestral T3 2026");
    expect(docsReadDocument.argsFromRequest({ text: "" }, { id: file.id, title: file.name })).toEqual({
      documentId: file.id,
    });
    const output = await docsReadDocument.execute(context, { documentId: file.id });
    if (output.kind !== "document") throw new Error("expected a document");
    expect(output.item.title).toBe("Informe trimestral T3 2026");
    expect(output.text.startsWith("# Informe trimestral T3 2026\n## Resumen\nEl tercer trimestre")).toBe(true);
    expect(output.text).toContain("Consultoría | 820.000 € | 495.000 €");
    expect(output.item.link).toBe(`https://docs.google.com/document/d/${file.id}/edit`);
  });

  it("moves one to the trash and refuses a file of another kind", async () => {
    const file = findFile("Informe trimestral T3 2026");
    expect(await docsTrashDocument.describe?.(context, { documentId: file.id })).toBe(
      "Mover a la papelera el documento «Informe trimestral T3 2026» de Google Docs",
    );
    const output = await docsTrashDocument.execute(context, { documentId: file.id });
    expect(output.kind === "done" && output.message).toBe(
      "He movido a la papelera el documento «Informe trimestral T3 2026» de Google Docs.",
    );
    const after = (await readSandboxData<SandboxDrive>(sandbox.url, "google")).drive.files;
    expect(after.filter((candidate) => candidate.trashed).map((candidate) => candidate.id)).toEqual([file.id]);
    const listed = readItems(await docsListRecentDocuments.execute(context, { count: 20 }));
    expect(listed.map((item) => item.id)).not.toContain(file.id);

    const other = findFile("Presupuesto 2026");
    const refused = await docsTrashDocument.execute(context, { documentId: other.id });
    expect(refused.kind === "done" && refused.message).toContain("no lo he movido");
    const final = (await readSandboxData<SandboxDrive>(sandbox.url, "google")).drive.files;
    expect(final.find((candidate) => candidate.id === other.id)?.trashed).toBe(false);
  });
});
