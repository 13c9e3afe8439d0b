import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGLITE_START_PARAMS } from "./open-pglite";

/**
 * A new embedded database is PostgreSQL's initdb followed by every migration: seconds of WebAssembly work that gives
 * the same files every time. They are made once, by the build (and by the test run), into a gzipped tarball, which a
 * new data folder is unpacked from and an in-memory database loads (decision 37). Its name carries a hash of what
 * made it, so a changed migration, setting or PGlite version never meets an old template.
 */
const require = createRequire(import.meta.url);
// The package exports no package.json; its folder is found from its entry instead.
const PGLITE_ENTRY = require.resolve("@electric-sql/pglite");
const NODE_MODULES_SEGMENT = `${path.sep}node_modules${path.sep}`;
const NODE_MODULES = PGLITE_ENTRY.slice(
  0,
  PGLITE_ENTRY.lastIndexOf(NODE_MODULES_SEGMENT) + NODE_MODULES_SEGMENT.length,
);

function readTemplateKey(migrationsFolder: string): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(NODE_MODULES, "@electric-sql", "pglite", "package.json")));
  hash.update(JSON.stringify(PGLITE_START_PARAMS));
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(migrationsFolder, file));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Beside the installed packages, so a clean install (`npm ci`) starts without one. */
function readTemplateFolder(): string {
  return path.join(NODE_MODULES, ".cache", "shifu");
}

function readTemplateFile(migrationsFolder: string): string {
  return path.join(readTemplateFolder(), `pglite-template-${readTemplateKey(migrationsFolder)}.tar.gz`);
}

/** The template for these migrations and settings, when one has been made. */
export function findPgliteTemplate(migrationsFolder: string): string | undefined {
  const file = readTemplateFile(migrationsFolder);
  return existsSync(file) ? file : undefined;
}

/**
 * Makes the template unless it exists. initdb grows the WebAssembly memory past 700 MB for good, so a child process
 * does it; it writes beside the final name and renames, so a reader never sees half a file.
 */
export function writePgliteTemplate(migrationsFolder: string): string {
  const file = readTemplateFile(migrationsFolder);
  if (existsSync(file)) return file;
  mkdirSync(path.dirname(file), { recursive: true });
  const script = `const { writeFileSync, renameSync } = require("node:fs");
const { PGlite } = require(${JSON.stringify(PGLITE_ENTRY)});
const { drizzle } = require(${JSON.stringify(require.resolve("drizzle-orm/pglite"))});
const { migrate } = require(${JSON.stringify(require.resolve("drizzle-orm/pglite/migrator"))});
(async () => {
  const client = new PGlite({ startParams: ${JSON.stringify(PGLITE_START_PARAMS)} });
  await migrate(drizzle({ client }), { migrationsFolder: ${JSON.stringify(migrationsFolder)} });
  const tarball = await client.dumpDataDir("gzip");
  await client.close();
  const partial = ${JSON.stringify(file)} + "." + process.pid;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, ${JSON.stringify(file)});
})().catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawnSync(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (child.status !== 0) {
    throw new Error(`No se pudo preparar la plantilla de la base de datos: ${child.stderr || child.error?.message}`);
  }
  return file;
}
