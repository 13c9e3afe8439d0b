import { beforeEach, describe, expect, it } from "vitest";
import type { ToolContext, ToolOutput } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { useSandbox } from "../test-support/use-sandbox";
import { slides } from ".";
import { slidesListRecentPresentations } from "./tools/list-recent-presentations";
import { slidesReadPresentation } from "./tools/read-presentation";
import { slidesSearchPresentations } from "./tools/search-presentations";
import { slidesTrashPresentation } from "./tools/trash-presentation";

const API_SCOPE = "https://www.googleapis.com/auth/presentations";
const DRIVE_SCOPE = "https://www.googleapis.com/auth/drive";
const spec = createGoogleServiceSpec({
  definition: slides,
  name: "Google Slides",
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

const MIME_TYPE = "application/vnd.google-apps.presentation";

function readItems(output: ToolOutput) {
  if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
  return output.items;
}

describe("Google Slides tools against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  let files: SandboxFile[];

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(slides, sandbox.modes);
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
    const input = slidesListRecentPresentations.argsFromRequest({ text: "" });
    expect(input).toEqual({ count: 5 });
    const items = readItems(await slidesListRecentPresentations.execute(context, input ?? {}));
    expect(items.map((item) => item.title)).toEqual(expected.slice(0, 5).map((file) => file.name));
    expect(items[0]).toMatchObject({ link: expected[0]?.webViewLink, date: expected[0]?.modifiedTime });
    const all = readItems(await slidesListRecentPresentations.execute(context, { count: 20 }));
    expect(all).toHaveLength(expected.length);
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  it("searches titles and contents within its kind", async () => {
    const found = readItems(await slidesSearchPresentations.execute(context, { text: "Grupo Norte", count: 20 }));
    expect(found.map((item) => item.title)).toEqual(["Propuesta para Grupo Norte"]);
    expect(slidesSearchPresentations.argsFromRequest({ text: "", keywords: "Grupo Norte" })).toEqual({
      text: "Grupo Norte",
      count: 5,
    });
    expect(slidesSearchPresentations.argsFromRequest({ text: "" })).toBeNull();
  });

  it("reads the text of one through its own API", async () => {
    const file = findFile("Resultados T3 2026");
    expect(slidesReadPresentation.argsFromRequest({ text: "" }, { id: file.id, title: file.name })).toEqual({
      presentationId: file.id,
    });
    const output = await slidesReadPresentation.execute(context, { presentationId: file.id });
    if (output.kind !== "document") throw new Error("expected a document");
    expect(output.item.title).toBe("Resultados T3 2026");
    expect(output.text).toBe(
      [
        "## Diapositiva 1\nResultados del tercer trimestre\nComité de dirección · noviembre de 2026",
        "## Diapositiva 2\nIngresos\n1,42 millones de euros (+8 %)\nMargen bruto del 37 %",
        "## Diapositiva 3\nPróximos pasos\nReforzar el equipo comercial del norte\nLanzar Shifu Pro en diciembre",
      ].join("\n\n"),
    );
    expect(output.item.details).toEqual(["Diapositivas: 3"]);
  });

  it("moves one to the trash and refuses a file of another kind", async () => {
    const file = findFile("Resultados T3 2026");
    expect(await slidesTrashPresentation.describe?.(context, { presentationId: file.id })).toBe(
      "Mover a la papelera la presentación «Resultados T3 2026» de Google Slides",
    );
    const output = await slidesTrashPresentation.execute(context, { presentationId: file.id });
    expect(output.kind === "done" && output.message).toBe(
      "He movido a la papelera la presentación «Resultados T3 2026» de Google Slides.",
    );
    const after = (await readSandboxData<SandboxDrive>(sandbox.url, "google")).drive.files;
    expect(after.filter((candidate) => candidate.trashed).map((candidate) => candidate.id)).toEqual([file.id]);
    const listed = readItems(await slidesListRecentPresentations.execute(context, { count: 20 }));
    expect(listed.map((item) => item.id)).not.toContain(file.id);

    const other = findFile("Presupuesto 2026");
    const refused = await slidesTrashPresentation.execute(context, { presentationId: other.id });
    expect(refused.kind === "done" && refused.message).toContain("no lo he movido");
    const final = (await readSandboxData<SandboxDrive>(sandbox.url, "google")).drive.files;
    expect(final.find((candidate) => candidate.id === other.id)?.trashed).toBe(false);
  });
});
