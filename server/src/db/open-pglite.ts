import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";

/**
 * PostgreSQL's defaults are sized for a dedicated server: 128 MB of shared buffers, which PGlite's WebAssembly
 * memory holds in full from the start. The embedded database is one person's data, and a buffer miss is a read from
 * the operating system's page cache, so an eighth of that is plenty (measured in docs/benchmarks.md, decision 0023).
 * Index builds during migrations get 16 MB rather than 64 MB, since WebAssembly memory never shrinks once grown.
 */
export const PGLITE_SETTINGS = { shared_buffers: "16MB", maintenance_work_mem: "16MB" } as const;

const options: PGliteOptions = {
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ],
};

/**
 * Creating a data directory runs initdb, which grows the WebAssembly memory past 700 MB, and that memory is never
 * given back while the process lives. A short-lived child process pays it instead, so a first start holds no more
 * than any later one.
 */
function initializeDataDirInChild(dataDir: string): void {
  const moduleFile = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(${JSON.stringify(moduleFile)});
const db = new PGlite(${JSON.stringify(dataDir)}, ${JSON.stringify(options)});
db.waitReady.then(() => db.close()).catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawnSync(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (child.status !== 0) {
    throw new Error(`No se pudo crear la base de datos en ${dataDir}: ${child.stderr || child.error?.message}`);
  }
}

/** The embedded database, in `dataDir` (created on first use) or in memory. */
export function openPglite(dataDir?: string): PGlite {
  if (!dataDir) return new PGlite(options);
  mkdirSync(dataDir, { recursive: true });
  const pgData = path.join(dataDir, "pglite");
  if (!existsSync(path.join(pgData, "PG_VERSION"))) initializeDataDirInChild(pgData);
  return new PGlite(pgData, options);
}
