import type PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/database";
import { answerUnawaitedCommands } from "./answer-unawaited-commands";

export type JobQueue = PgBoss;
export type QueueDefinition = PgBoss.Queue;

const JOB_QUEUE_START_LOCK_ID = 727_002;

/**
 * pg-boss on the app's own database: on PostgreSQL it shares the work between every instance (SKIP LOCKED fetches,
 * singleton slots, retries with backoff, expired jobs picked up again); on PGlite the same engine runs in-process
 * through the handle's `executeSql`.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  options: { queues: readonly QueueDefinition[]; onError: (error: Error) => void },
): Promise<JobQueue> {
  // Loaded here rather than at start: the queue starts beside the first requests (app.ts), and so does its module.
  const [{ default: PgBoss }, { default: plans }] = await Promise.all([
    import("pg-boss"),
    import("pg-boss/src/plans.js"),
  ]);
  const schema = "pgboss";
  const executeSql = answerUnawaitedCommands((text, values) => database.executeSql(text, values), {
    plans,
    schema,
    onError: options.onError,
  });
  const boss = new PgBoss({
    db: { executeSql },
    schema,
    // Recurring work is queued by the features themselves, in slots shorter than cron's minute.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 120,
  });
  boss.on("error", options.onError);
  // pg-boss creates its schema and each queue's partition at start; instances doing it at once collide or deadlock.
  await database.runExclusively(JOB_QUEUE_START_LOCK_ID, async () => {
    await boss.start();
    for (const queue of options.queues) await boss.createQueue(queue.name, queue);
  });
  return boss;
}
