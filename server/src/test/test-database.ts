import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { parseEnv } from "../env";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when TEST_DB_DRIVER=postgres, a new
 * database on TEST_DATABASE_URL's server (named after it, so CI can sweep leftovers) that is dropped on close.
 * The same suites run on both.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const env = parseEnv();
  if (env.TEST_DB_DRIVER === "pglite") {
    const database = openDatabase({ driver: "pglite" });
    await database.migrate();
    return database;
  }

  const baseUrl = env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DB_DRIVER=postgres necesita TEST_DATABASE_URL.");
  const url = new URL(baseUrl);
  const databaseName = nameThrowawayDatabase(baseUrl);
  await runAdminQuery(baseUrl, `create database "${databaseName}"`);
  url.pathname = `/${databaseName}`;
  const database = openDatabase({ driver: "postgres", url: url.toString() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await runAdminQuery(baseUrl, `drop database if exists "${databaseName}" with (force)`);
    },
  };
}

/**
 * A new database's name on `baseUrl`'s server: that database's name and a random suffix, so CI can sweep leftovers.
 * Suites that are skipped still build their names, from an empty URL.
 */
export function nameThrowawayDatabase(baseUrl: string): string {
  return `${new URL(baseUrl || "postgres://x/test").pathname.slice(1)}_t${randomBytes(6).toString("hex")}`;
}

export async function runAdminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
