import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { findMigrationsFolder } from "./database";
import { openPglite, PGLITE_SETTINGS } from "./open-pglite";
import { writePgliteTemplate } from "./pglite-template";

function countCommittedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(findMigrationsFolder(), "meta", "_journal.json"), "utf8"));
  return journal.entries.length;
}

async function countAppliedMigrations(client: PGlite): Promise<number> {
  const applied = await client.query<{ count: number }>(
    "select count(*)::int as count from drizzle.__drizzle_migrations",
  );
  return applied.rows[0]?.count ?? 0;
}

describe("openPglite", () => {
  it("creates a new data directory in a child process, then opens it with the memory settings", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "shifu-open-pglite-"));
    try {
      const client = openPglite(dataDir);
      // The child has already run initdb by the time openPglite returns.
      expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      try {
        const settings = await client.query<{ name: string; setting: string }>(
          "select name, current_setting(name) as setting from pg_settings where name = any($1)",
          [Object.keys(PGLITE_SETTINGS)],
        );
        expect(Object.fromEntries(settings.rows.map((row) => [row.name, row.setting]))).toEqual(PGLITE_SETTINGS);
      } finally {
        await client.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("unpacks a new data directory from the template: every migration already applied, the same settings", async () => {
    const template = writePgliteTemplate(findMigrationsFolder());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "shifu-open-pglite-"));
    try {
      const client = openPglite(dataDir, { template });
      expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      expect(existsSync(path.join(dataDir, "pglite.partial"))).toBe(false);
      try {
        expect(await countAppliedMigrations(client)).toBe(countCommittedMigrations());
        const settings = await client.query<{ setting: string }>("select current_setting('shared_buffers') as setting");
        expect(settings.rows[0]?.setting).toBe(PGLITE_SETTINGS.shared_buffers);
        // template0 and template1 are left out of the template, to make fewer files to copy.
        const databases = await client.query<{ datname: string }>("select datname from pg_database");
        expect(databases.rows.map((row) => row.datname)).toEqual(["postgres"]);
        await client.query("create table written_after_unpack (id int)");
      } finally {
        await client.close();
      }
      // The folder is the database from now on: reopened, it keeps what was written and is not unpacked again.
      const reopened = openPglite(dataDir, { template });
      try {
        expect((await reopened.query("select to_regclass('written_after_unpack') as found")).rows).toEqual([
          { found: "written_after_unpack" },
        ]);
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("loads the template into an in-memory database", async () => {
    const client = openPglite(undefined, { template: writePgliteTemplate(findMigrationsFolder()) });
    try {
      expect(await countAppliedMigrations(client)).toBe(countCommittedMigrations());
    } finally {
      await client.close();
    }
  }, 120_000);
});
