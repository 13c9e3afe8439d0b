import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { parseEnv } from "../env";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when TEST_DB_DRIVER=postgres, a new schema
 * in TEST_DATABASE_URL's server that is dropped on close. The same suites run on both.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const env = parseEnv();
  if (env.TEST_DB_DRIVER === "pglite") {
    const database = openDatabase({ driver: "pglite" });
    await database.migrate();
    return database;
  }

  const url = env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB_DRIVER=postgres necesita TEST_DATABASE_URL.");
  const schemaName = `test_${randomBytes(8).toString("hex")}`;
  await runAdminQuery(url, `create schema "${schemaName}"`);
  const database = openDatabase({ driver: "postgres", url, schemaName });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await runAdminQuery(url, `drop schema "${schemaName}" cascade`);
    },
  };
}

async function runAdminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
