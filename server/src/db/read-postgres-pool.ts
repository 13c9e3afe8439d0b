import type pg from "pg";
import type { Database } from "./database-handle";

/**
 * The pg pool behind a database on PostgreSQL; undefined on PGlite. Recognised by its shape rather than with
 * `instanceof pg.Pool`, so that a server on PGlite loads nothing of pg (decision 56).
 */
export function readPostgresPool(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client: unknown }).$client;
  if (typeof client !== "object" || client === null) return undefined;
  const pool = client as { Client?: unknown; connect?: unknown; totalCount?: unknown };
  const isPool =
    typeof pool.Client === "function" && typeof pool.connect === "function" && typeof pool.totalCount === "number";
  return isPool ? (client as pg.Pool) : undefined;
}

/** A client of the pool's own class, with the pool's settings: pg's Client without importing pg. */
export function createPoolClient(pool: pg.Pool, config: pg.ClientConfig): pg.Client {
  const { Client } = pool as unknown as { Client: new (config: pg.ClientConfig) => pg.Client };
  return new Client(config);
}
