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
 * made it, so a changed migration, setting or PGlite version never meets an old template. Beside the tarball lies the
 * same database unpacked once: a new data folder is a copy of that folder, about three times quicker than unpacking
 * the tarball again at every first start.
 */
const require = createRequire(import.meta.url);
// The package exports no package.json; its folder is found from its entry instead.
const PGLITE_ENTRY = require.resolve("@electric-sql/pglite");
const NODE_MODULES_SEGMENT = `${path.sep}node_modules${path.sep}`;
const NODE_MODULES = PGLITE_ENTRY.slice(
  0,
  PGLITE_ENTRY.lastIndexOf(NODE_MODULES_SEGMENT) + NODE_MODULES_SEGMENT.length,
);

/**
 * PostgreSQL's databases template0 and template1 exist only for CREATE DATABASE to copy, which nothing in Shifu runs:
 * PGlite serves the database named postgres. Dropped from the template, they leave about 500 files to copy into a new
 * data folder instead of 1,101, and on a disk where copying a file costs about a third of a millisecond that is
 * 0.3–0.6 s of a first start (decision 54). Part of the template's key, so that a template made before is made again.
 */
const UNUSED_DATABASES = ["template1", "template0"];

function readTemplateKey(migrationsFolder: string): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(NODE_MODULES, "@electric-sql", "pglite", "package.json")));
  hash.update(JSON.stringify(UNUSED_DATABASES));
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

/** The template as a tarball (an in-memory database loads it) and as a data folder (a new data folder copies it). */
export type PgliteTemplate = { tarball: string; folder: string };

function readTemplatePaths(migrationsFolder: string): PgliteTemplate {
  const name = `pglite-template-${readTemplateKey(migrationsFolder)}`;
  return {
    tarball: path.join(readTemplateFolder(), `${name}.tar.gz`),
    folder: path.join(readTemplateFolder(), name),
  };
}

/** The template for these migrations and settings, when one has been made. */
export function findPgliteTemplate(migrationsFolder: string): PgliteTemplate | undefined {
  const template = readTemplatePaths(migrationsFolder);
  return existsSync(template.tarball) && existsSync(template.folder) ? template : undefined;
}

/**
 * Makes the template unless it exists. initdb grows the WebAssembly memory past 700 MB for good, so a child process
 * does it; it writes beside the final names and renames, so a reader never sees half a file or half a folder.
 */
export function writePgliteTemplate(migrationsFolder: string): PgliteTemplate {
  const template = readTemplatePaths(migrationsFolder);
  if (findPgliteTemplate(migrationsFolder)) return template;
  mkdirSync(readTemplateFolder(), { recursive: true });
  const { tarball, folder } = template;
  const script = `const { writeFileSync, renameSync, rmSync } = require("node:fs");
const { Readable } = require("node:stream");
const { pipeline } = require("node:stream/promises");
const { createGunzip } = require("node:zlib");
const { extract } = require(${JSON.stringify(require.resolve("tar-fs"))});
const { PGlite } = require(${JSON.stringify(PGLITE_ENTRY)});
const { drizzle } = require(${JSON.stringify(require.resolve("drizzle-orm/pglite"))});
const { migrate } = require(${JSON.stringify(require.resolve("drizzle-orm/pglite/migrator"))});
(async () => {
  const client = new PGlite({ startParams: ${JSON.stringify(PGLITE_START_PARAMS)} });
  await migrate(drizzle({ client }), { migrationsFolder: ${JSON.stringify(migrationsFolder)} });
  // One statement each: DROP DATABASE refuses to run inside the transaction of a multi-statement text.
  for (const name of ${JSON.stringify(UNUSED_DATABASES)}) {
    await client.exec("alter database " + name + " is_template false");
    await client.exec("drop database " + name);
  }
  await client.exec("checkpoint");
  const dump = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
  await client.close();
  const partialFolder = ${JSON.stringify(folder)} + "." + process.pid;
  await pipeline(Readable.from([dump]), createGunzip(), extract(partialFolder));
  rmSync(${JSON.stringify(folder)}, { recursive: true, force: true });
  renameSync(partialFolder, ${JSON.stringify(folder)});
  const partialTarball = ${JSON.stringify(tarball)} + "." + process.pid;
  writeFileSync(partialTarball, dump);
  renameSync(partialTarball, ${JSON.stringify(tarball)});
})().catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawnSync(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (child.status !== 0) {
    throw new Error(`No se pudo preparar la plantilla de la base de datos: ${child.stderr || child.error?.message}`);
  }
  return template;
}
