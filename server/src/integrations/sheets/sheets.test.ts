import { beforeEach, describe, expect, it } from "vitest";
import type { ToolContext, ToolOutput } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { useSandbox } from "../test-support/use-sandbox";
import { sheets } from ".";
import { sheetsListRecentSpreadsheets } from "./tools/list-recent-spreadsheets";
import { sheetsReadSpreadsheet } from "./tools/read-spreadsheet";
import { sheetsSearchSpreadsheets } from "./tools/search-spreadsheets";
import { sheetsTrashSpreadsheet } from "./tools/trash-spreadsheet";

const API_SCOPE = "https://www.googleapis.com/auth/spreadsheets";
const DRIVE_SCOPE = "https://www.googleapis.com/auth/drive";
const spec = createGoogleServiceSpec({
  definition: sheets,
  name: "Google Sheets",
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

const MIME_TYPE = "application/vnd.google-apps.spreadsheet";

function readItems(output: ToolOutput) {
  if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
  return output.items;
}

describe("Google Sheets tools against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  let files: SandboxFile[];

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(sheets, sandbox.modes);
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
    const input = sheetsListRecentSpreadsheets.argsFromRequest({ text: "" });
    expect(input).toEqual({ count: 5 });
    const items = readItems(await sheetsListRecentSpreadsheets.execute(context, input ?? {}));
    expect(items.map((item) => item.title)).toEqual(expected.slice(0, 5).map((file) => file.name));
    expect(items[0]).toMatchObject({ link: expected[0]?.webViewLink, date: expected[0]?.modifiedTime });
    const all = readItems(await sheetsListRecentSpreadsheets.execute(context, { count: 20 }));
    expect(all).toHaveLength(expected.length);
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  it("searches titles and contents within its kind", async () => {
    const found = readItems(await sheetsSearchSpreadsheets.execute(context, { text: "presupuesto", count: 20 }));
    expect(found.map((item) => item.title)).toEqual(["Presupuesto 2026", "Presupuesto evento aniversario"]);
    expect(sheetsSearchSpreadsheets.argsFromRequest({ text: "", keywords: "presupuesto" })).toEqual({
      text: "presupuesto",
      count: 5,
    });
    expect(sheetsSearchSpreadsheets.argsFromRequest({ text: "" })).toBeNull();
  });

  it("reads the text of one through its own API", async () => {
    const file = findFile("Presupuesto 2026");
    expect(sheetsReadSpreadsheet.argsFromRequest({ text: "" }, { id: file.id, title: file.name })).toEqual({
      spreadsheetId: file.id,
    });
    const output = await sheetsReadSpreadsheet.execute(context, { spreadsheetId: file.id });
    if (output.kind !== "document") throw new Error("expected a document");
    expect(output.item.title).toBe("Presupuesto 2026");
    expect(output.text.split("\n").slice(0, 3)).toEqual([
      "## Resumen",
      "Partida | Presupuesto | Real | Desviación",
      "Personal | 640.000 € | 652.300 € | 12.300 €",
    ]);
    expect(output.text).toContain("## Marketing\nAcción | Trimestre | Importe");
  });

  it("moves one to the trash and refuses a file of another kind", async () => {
    const file = findFile("Presupuesto 2026");
    expect(await sheetsTrashSpreadsheet.describe?.(context, { spreadsheetId: file.id })).toBe(
      "Mover a la papelera la hoja de cálculo «Presupuesto 2026» de Google Sheets",
    );
    const output = await sheetsTrashSpreadsheet.execute(context, { spreadsheetId: file.id });
    expect(output.kind === "done" && output.message).toBe(
      "He movido a la papelera la hoja de cálculo «Presupuesto 2026» de Google Sheets.",
    );
    const after = (await readSandboxData<SandboxDrive>(sandbox.url, "google")).drive.files;
    expect(after.filter((candidate) => candidate.trashed).map((candidate) => candidate.id)).toEqual([file.id]);
    const listed = readItems(await sheetsListRecentSpreadsheets.execute(context, { count: 20 }));
    expect(listed.map((item) => item.id)).not.toContain(file.id);

    const other = findFile("Acta reunión lunes");
    const refused = await sheetsTrashSpreadsheet.execute(context, { spreadsheetId: other.id });
    expect(refused.kind === "done" && refused.message).toContain("no lo he movido");
    const final = (await readSandboxData<SandboxDrive>(sandbox.url, "google")).drive.files;
    expect(final.find((candidate) => candidate.id === other.id)?.trashed).toBe(false);
  });
});
