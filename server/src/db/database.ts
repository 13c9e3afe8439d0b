import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { isSchemaCurrent } from "./is-schema-current";
import { openPglite } from "./open-pglite";
import { findPgliteTemplate } from "./pglite-template";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Runs the committed migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Raw SQL for the job queue (pg-boss): several statements in one text when there are no values. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs `work` while no other instance runs work under the same lock id (instances starting together). */
  runExclusively<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

type OpenDatabaseOptions =
  | { driver: "pglite"; dataDir?: string }
  | {
      driver: "postgres";
      url: string;
      onPoolError?: (error: Error) => void;
      timeouts?: DatabaseTimeouts;
    };

export type DatabaseTimeouts = { connectMs: number; statementMs: number; queryMs: number };

/** The settings' defaults (server/src/env.ts), for handles opened without settings (tests, scripts). */
const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 3_000, statementMs: 15_000, queryMs: 20_000 };

const MIGRATIONS_LOCK_ID = 727_001;

/** The migrations live in server/drizzle; this file runs both from src/db and bundled in dist, so look upwards for them. */
export function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("No se encontró la carpeta de migraciones (server/drizzle).");
    dir = parent;
  }
}

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  const migrationsFolder = findMigrationsFolder();
  const casing = "snake_case" as const;

  if (options.driver === "pglite") {
    const client = openPglite(options.dataDir, { template: findPgliteTemplate(migrationsFolder) });
    const db = drizzlePglite({ client, schema, casing });
    return {
      db,
      driver: "pglite",
      migrate: async () => {
        if (!(await isSchemaCurrent(client, migrationsFolder))) await migratePglite(db, { migrationsFolder });
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

  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    // A connection cut without a word (a database host gone) is noticed, and the pool drops that client.
    keepAlive: true,
  });
  // An idle client losing its connection (a database restart) emits here; without a listener the process would crash.
  pool.on("error", (error) => options.onPoolError?.(error));
  const db = drizzlePostgres({ client: pool, schema, casing });
  return {
    db,
    driver: "postgres",
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATIONS_LOCK_ID]);
        try {
          await migratePostgres(drizzlePostgres({ client, schema, casing }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATIONS_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    executeSql: (text, values) => pool.query(text, values),
    runExclusively: async (lockId, work) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [lockId]);
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [lockId]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
