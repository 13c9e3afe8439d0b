import type { DatabaseHandle, OpenDatabaseOptions } from "./database-handle";
import { openPgliteDatabase } from "./open-pglite-database";
import { openPostgresDatabase } from "./open-postgres-database";

export {
  type Database,
  type DatabaseHandle,
  type DatabaseTimeouts,
  findMigrationsFolder,
} from "./database-handle";

/**
 * Either driver, for tests, scripts and benchmarks. The server's start imports only the one it uses, so that PGlite
 * mode loads nothing of pg (decision 56).
 */
export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  return options.driver === "pglite" ? openPgliteDatabase(options.dataDir) : openPostgresDatabase(options);
}
