import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { DATABASE_CASING, type DatabaseHandle, findMigrationsFolder } from "./database-handle";
import { isSchemaCurrent } from "./is-schema-current";
import { openPglite } from "./open-pglite";
import { findPgliteTemplate } from "./pglite-template";
import * as schema from "./schema";

/** The embedded database in `dataDir`, or in memory without one. Loads nothing of PostgreSQL's client (pg). */
export function openPgliteDatabase(dataDir?: string): DatabaseHandle {
  const migrationsFolder = findMigrationsFolder();
  const casing = DATABASE_CASING;
  const client = openPglite(dataDir, { template: findPgliteTemplate(migrationsFolder) });
  const db = drizzle({ client, schema, casing });
  return {
    db,
    driver: "pglite",
    migrate: async () => {
      if (!(await isSchemaCurrent(client, migrationsFolder))) await migrate(db, { migrationsFolder });
    },
    ping: async () => {
      await client.query("select 1");
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite's `query` takes one statement; pg-boss sends whole scripts (its schema, locked transactions).
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    // One process owns an embedded database: there is no other instance to wait for.
    runExclusively: (_lockId, work) => work(),
    close: () => client.close(),
  };
}
