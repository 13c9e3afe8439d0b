import { readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { z } from "zod";

const JournalSchema = z.object({ entries: z.array(z.object({ when: z.number() })).min(1) });

// PostgreSQL's codes for a missing table and a missing schema: a database no migration has run on.
const NOT_MIGRATED_CODES = new Set(["42P01", "3F000"]);

/**
 * Whether the embedded database already holds the newest committed migration, asked in one query. Drizzle's migrator
 * first runs two statements of DDL (its schema and its table, 'if not exists'), which cost a start on an existing data
 * folder more than any other query: each reads catalogs that are still cold.
 */
export async function isSchemaCurrent(client: PGlite, migrationsFolder: string): Promise<boolean> {
  const journal = JournalSchema.parse(
    JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")),
  );
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const { rows } = await client.query<{ applied: string | number | null }>(
      'select max(created_at) as applied from "drizzle"."__drizzle_migrations"',
    );
    return Number(rows[0]?.applied ?? 0) >= newest;
  } catch (error) {
    if (NOT_MIGRATED_CODES.has((error as { code?: string }).code ?? "")) return false;
    throw error;
  }
}
