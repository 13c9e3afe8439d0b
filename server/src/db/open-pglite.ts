import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import type { PgliteTemplate } from "./pglite-template";

/**
 * PostgreSQL's defaults are sized for a dedicated server: 128 MB of shared buffers, which PGlite's WebAssembly
 * memory holds in full from the start. The embedded database is one person's data, and a buffer miss is a read from
 * the operating system's page cache, so an eighth of that is plenty (measured in docs/benchmarks.md, decision 0023).
 * Index builds during migrations get 16 MB rather than 64 MB, since WebAssembly memory never shrinks once grown.
 */
export const PGLITE_SETTINGS = { shared_buffers: "16MB", maintenance_work_mem: "16MB" } as const;

export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
];

const options: PGliteOptions = { startParams: [...PGLITE_START_PARAMS] };
const require = createRequire(import.meta.url);

/**
 * Creating a data directory runs initdb, which grows the WebAssembly memory past 700 MB, and that memory is never
 * given back while the process lives. A short-lived child process pays it instead, so a first start holds no more
 * than any later one.
 */
function initializeDataDirInChild(dataDir: string): void {
  const moduleFile = require.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(${JSON.stringify(moduleFile)});
const db = new PGlite(${JSON.stringify(dataDir)}, ${JSON.stringify(options)});
db.waitReady.then(() => db.close()).catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawnSync(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (child.status !== 0) {
    throw new Error(`No se pudo crear la base de datos en ${dataDir}: ${child.stderr || child.error?.message}`);
  }
}

/**
 * Copies a template's folder (pglite-template.ts) as a new data directory, beside the final name first and renamed
 * after, so a crash never leaves half a database.
 */
function copyTemplate(template: PgliteTemplate, dataDir: string): void {
  const partial = `${dataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    cpSync(template.folder, partial, { recursive: true });
  } catch (error) {
    throw new Error(`No se pudo crear la base de datos en ${dataDir}: ${(error as Error).message}`, { cause: error });
  }
  renameSync(partial, dataDir);
}

/**
 * The embedded database, in `dataDir` (created on first use) or in memory. A new one starts from `template` when
 * given (a tarball of an initialized, migrated database), and from PostgreSQL's initdb otherwise.
 */
export function openPglite(dataDir?: string, { template }: { template?: PgliteTemplate | undefined } = {}): PGlite {
  if (!dataDir) {
    return template
      ? new PGlite({ ...options, loadDataDir: new Blob([readFileSync(template.tarball)]) })
      : new PGlite(options);
  }
  mkdirSync(dataDir, { recursive: true });
  const pgData = path.join(dataDir, "pglite");
  if (!existsSync(path.join(pgData, "PG_VERSION"))) {
    if (template) copyTemplate(template, pgData);
    else initializeDataDirInChild(pgData);
  }
  return new PGlite(pgData, options);
}
