import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMigrationsFolder } from "./database";
import { isSchemaCurrent } from "./is-schema-current";

describe("isSchemaCurrent", () => {
  const migrationsFolder = findMigrationsFolder();
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
  }, 60_000);
  afterAll(() => client?.close());

  it("is false for a database no migration has run on, true once they ran, false when the newest is missing", async () => {
    expect(await isSchemaCurrent(client, migrationsFolder)).toBe(false);
    await migrate(drizzle({ client }), { migrationsFolder });
    expect(await isSchemaCurrent(client, migrationsFolder)).toBe(true);
    await client.query(
      'update "drizzle"."__drizzle_migrations" set created_at = created_at - 1 where created_at = (select max(created_at) from "drizzle"."__drizzle_migrations")',
    );
    expect(await isSchemaCurrent(client, migrationsFolder)).toBe(false);
  }, 60_000);

  it("fails, rather than report a new database, when the journal cannot be read", async () => {
    await expect(isSchemaCurrent(client, "/no/existe")).rejects.toThrow();
  });
});
