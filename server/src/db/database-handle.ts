import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

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

export type OpenDatabaseOptions =
  | { driver: "pglite"; dataDir?: string }
  | {
      driver: "postgres";
      url: string;
      onPoolError?: (error: Error) => void;
      timeouts?: DatabaseTimeouts;
    };

export type DatabaseTimeouts = { connectMs: number; statementMs: number; queryMs: number };

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

/** How Drizzle names columns, on both drivers. */
export const DATABASE_CASING = "snake_case" as const;
