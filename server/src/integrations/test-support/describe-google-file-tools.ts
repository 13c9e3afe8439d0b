import { describe, expect, it } from "vitest";
import type { AppTool, ListedItem } from "../app-tool";
import type { IntegrationDefinition } from "../types";
import { describeOAuthService } from "./describe-oauth-service";
import { createGoogleServiceSpec } from "./family-service-specs";
import { readListedItems } from "./read-listed-items";
import { type SandboxFile, useDriveSandbox } from "./use-drive-sandbox";

const DRIVE_SCOPE = "https://www.googleapis.com/auth/drive";

/** What one of Docs, Sheets and Slides must do, written out in the test so a wrong factory input is caught. */
export type GoogleFileToolsSpec = {
  definition: IntegrationDefinition;
  name: string;
  apiScope: string;
  mimeType: string;
  idField: string;
  tools: { listRecent: AppTool; search: AppTool; read: AppTool; trash: AppTool };
  search: { text: string; titles: readonly string[] };
  /** The seeded file that is read and then trashed. */
  sample: string;
  expectText(document: { item: ListedItem; text: string }, file: SandboxFile): void;
  trash: { describe: string; message: string; otherKind: string };
};

/** The Drive scope comes on top of the app's own, so the granted list holds both. */
function describeGoogleFileOAuth({ definition, name, apiScope }: GoogleFileToolsSpec): void {
  const spec = createGoogleServiceSpec({ definition, name, apiScope: `${apiScope} ${DRIVE_SCOPE}` });
  const { connect } = spec;
  describeOAuthService(
    connect ? { ...spec, connect: { ...connect, scopes: expect.arrayContaining([apiScope, DRIVE_SCOPE]) } } : spec,
  );
}

/** The app's connection, then its four tools against the sandbox's seeded Drive. */
export function describeGoogleFileTools(spec: GoogleFileToolsSpec): void {
  describeGoogleFileOAuth(spec);

  describe(`${spec.name} tools against the sandbox`, () => {
    const sandbox = useDriveSandbox(spec.definition);
    const { listRecent, search, read, trash } = spec.tools;

    it("lists only its own kind of file, most recently modified first, five unless told", async () => {
      const expected = sandbox.listNewestFiles((file) => file.mimeType === spec.mimeType);
      const input = listRecent.argsFromRequest({ text: "" });
      expect(input).toEqual({ count: 5 });
      const items = readListedItems(await listRecent.execute(sandbox.context, input ?? {}));
      expect(items.map((item) => item.title)).toEqual(expected.slice(0, 5).map((file) => file.name));
      expect(items[0]).toMatchObject({ link: expected[0]?.webViewLink, date: expected[0]?.modifiedTime });
      const all = readListedItems(await listRecent.execute(sandbox.context, { count: 20 }));
      expect(all).toHaveLength(expected.length);
      expect(all.length).toBeGreaterThanOrEqual(12);
    });

    it("searches titles and contents within its kind", async () => {
      const found = readListedItems(await search.execute(sandbox.context, { text: spec.search.text, count: 20 }));
      expect(found.map((item) => item.title)).toEqual(spec.search.titles);
      expect(search.argsFromRequest({ text: "", keywords: spec.search.text })).toEqual({
        text: spec.search.text,
        count: 5,
      });
      expect(search.argsFromRequest({ text: "" })).toBeNull();
    });

    it("reads the text of one through its own API", async () => {
      const file = sandbox.findFile(spec.sample);
      expect(read.argsFromRequest({ text: "" }, { id: file.id, title: file.name })).toEqual({
        [spec.idField]: file.id,
      });
      const output = await read.execute(sandbox.context, { [spec.idField]: file.id });
      if (output.kind !== "document") throw new Error("expected a document");
      expect(output.item.title).toBe(spec.sample);
      spec.expectText(output, file);
    });

    it("moves one to the trash and refuses a file of another kind", async () => {
      const file = sandbox.findFile(spec.sample);
      expect(await trash.describe?.(sandbox.context, { [spec.idField]: file.id })).toBe(spec.trash.describe);
      const output = await trash.execute(sandbox.context, { [spec.idField]: file.id });
      expect(output.kind === "done" && output.message).toBe(spec.trash.message);
      const after = await sandbox.readFiles();
      expect(after.filter((candidate) => candidate.trashed).map((candidate) => candidate.id)).toEqual([file.id]);
      const listed = readListedItems(await listRecent.execute(sandbox.context, { count: 20 }));
      expect(listed.map((item) => item.id)).not.toContain(file.id);

      const other = sandbox.findFile(spec.trash.otherKind);
      const refused = await trash.execute(sandbox.context, { [spec.idField]: other.id });
      expect(refused.kind === "done" && refused.message).toContain("no lo he movido");
      const final = await sandbox.readFiles();
      expect(final.find((candidate) => candidate.id === other.id)?.trashed).toBe(false);
    });
  });
}
