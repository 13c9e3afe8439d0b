import { beforeEach } from "vitest";
import type { ToolContext } from "../app-tool";
import type { IntegrationDefinition } from "../types";
import { connectToolContext, readSandboxData } from "./connect-tool-context";
import { useSandbox } from "./use-sandbox";

/** A file of the sandbox's seeded Drive, which Drive, Docs, Sheets and Slides all read. */
export type SandboxFile = {
  id: string;
  name: string;
  mimeType: string;
  modifiedTime: string;
  trashed: boolean;
  webViewLink: string;
  owners: { displayName: string; emailAddress: string }[];
};

type SandboxDrive = { drive: { files: SandboxFile[] } };

export type DriveSandbox = {
  readonly context: ToolContext;
  /** The files as seeded, before the test changed anything. */
  readonly files: readonly SandboxFile[];
  findFile(name: string): SandboxFile;
  /** What a list should show: the files passing the test, out of the trash, most recently modified first. */
  listNewestFiles(test: (file: SandboxFile) => boolean): SandboxFile[];
  /** The files as they are now, to see what a tool changed. */
  readFiles(): Promise<SandboxFile[]>;
};

/** Every test starts from the seeded data, since trashing one file would change what the next test lists. */
export function useDriveSandbox(definition: IntegrationDefinition): DriveSandbox {
  const sandbox = useSandbox();
  let context: ToolContext | undefined;
  let files: SandboxFile[] = [];
  const readFiles = async () => (await readSandboxData<SandboxDrive>(sandbox.url, "google")).drive.files;

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(definition, sandbox.modes);
    files = await readFiles();
  });

  return {
    get context() {
      if (!context) throw new Error("useDriveSandbox: the context is connected in beforeEach, read it inside a test");
      return context;
    },
    get files() {
      return files;
    },
    findFile(name) {
      const file = files.find((candidate) => candidate.name === name);
      if (!file) throw new Error(`no seeded file ${name}`);
      return file;
    },
    listNewestFiles: (test) =>
      files
        .filter((file) => !file.trashed && test(file))
        .sort((a, b) => Date.parse(b.modifiedTime) - Date.parse(a.modifiedTime)),
    readFiles,
  };
}
