import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { DATABASE_CASING, type DatabaseHandle, type DatabaseTimeouts, findMigrationsFolder } from "./database-handle";
import * as schema from "./schema";

/** The settings' defaults (server/src/env.ts), for handles opened without settings (tests, scripts). */
const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 3_000, statementMs: 15_000, queryMs: 20_000 };

const MIGRATIONS_LOCK_ID = 727_001;

export type PostgresDatabaseOptions = {
  url: string;
  onPoolError?: (error: Error) => void;
  timeouts?: DatabaseTimeouts;
};

/** A pool on PostgreSQL. The built server imports this module only when DATABASE_URL is set (decision 56). */
export function openPostgresDatabase(options: PostgresDatabaseOptions): DatabaseHandle {
  const migrationsFolder = findMigrationsFolder();
  const casing = DATABASE_CASING;
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
  const db = drizzle({ client: pool, schema, casing });
  return {
    db,
    driver: "postgres",
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATIONS_LOCK_ID]);
        try {
          await migrate(drizzle({ client, schema, casing }), { migrationsFolder });
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
