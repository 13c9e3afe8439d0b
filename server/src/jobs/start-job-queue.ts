import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/database";

export type JobQueue = PgBoss;

/**
 * pg-boss on the app's own database: on PostgreSQL it shares the work between every instance (SKIP LOCKED fetches,
 * singleton slots, retries with backoff, expired jobs picked up again); on PGlite the same engine runs in-process
 * through the handle's `executeSql`.
 */
export async function startJobQueue(database: DatabaseHandle, onError: (error: Error) => void): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: "pgboss",
    // Recurring work is queued by the features themselves, in slots shorter than cron's minute.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 120,
  });
  boss.on("error", onError);
  await boss.start();
  return boss;
}
