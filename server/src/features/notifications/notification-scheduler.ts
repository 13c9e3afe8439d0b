import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import pLimit from "p-limit";
import { integrations, notificationSyncStates } from "../../db/schema";
import { integrationRegistry } from "../../integrations/registry";
import type { JobQueue, QueueDefinition } from "../../jobs/start-job-queue";
import { type SyncContext, syncIntegration } from "./sync-integration";

const TICK_QUEUE = "notifications-tick";
const SYNC_QUEUE = "notifications-sync";
/** Jobs one fetch takes: fetching and completing in batches costs less; other instances take the rest meanwhile. */
const SYNC_BATCH = 50;
/** Syncs one instance runs at once: mostly waiting on providers, so a few overlap well. */
const SYNC_CONCURRENCY = 4;

type SyncJob = { integrationId: string };

const SYNCED_SERVICES = integrationRegistry.filter((integration) => integration.notifications).map((i) => i.key);

/**
 * Connected integrations with a notification source, no 429 wait ahead, and not synced in the last half interval:
 * singleton slots allow one sync per slot, and without this an integration synced at the end of one slot would be
 * synced again at the start of the next.
 */
async function listDueIntegrations(context: SyncContext, now: Date): Promise<string[]> {
  const recently = new Date(now.getTime() - (context.intervalSeconds * 1000) / 2);
  const rows = await context.db
    .select({ id: integrations.id })
    .from(integrations)
    .leftJoin(notificationSyncStates, eq(notificationSyncStates.integrationId, integrations.id))
    .where(
      and(
        eq(integrations.status, "connected"),
        inArray(integrations.service, SYNCED_SERVICES),
        or(isNull(notificationSyncStates.retryAfter), lte(notificationSyncStates.retryAfter, now)),
        or(isNull(notificationSyncStates.lastSyncedAt), lte(notificationSyncStates.lastSyncedAt, recently)),
      ),
    );
  return rows.map((row) => row.id);
}

/** The sync's queues, created when the job queue starts. */
export function defineNotificationQueues(intervalSeconds: number): QueueDefinition[] {
  return [
    { name: TICK_QUEUE, policy: "short", retryLimit: 0, expireInSeconds: 60 },
    {
      name: SYNC_QUEUE,
      policy: "stately",
      retryLimit: 3,
      retryDelay: intervalSeconds,
      retryBackoff: true,
      expireInSeconds: Math.max(60, intervalSeconds * 2),
    },
  ];
}

/**
 * Every instance offers a tick each half interval; pg-boss's singleton slot lets one tick per interval through,
 * whichever instance offered it, and that tick queues one sync job per due integration, again in a singleton slot
 * keyed by the integration, so each integration is synced once per interval however many instances run. A job whose
 * instance dies expires and is retried elsewhere; a failed sync is retried with backoff.
 */
export async function startNotificationScheduler(
  context: SyncContext,
  queue: JobQueue,
): Promise<NotificationScheduler> {
  const interval = context.intervalSeconds;
  // pg-boss completes or fails a job after its handler settles, without awaiting that call; a handler that settled
  // after the database closed made it hit an ended pool (an unhandled rejection seen under load, issue 24). Shutdown
  // waits a little for running handlers; one that outlives that wait never settles for pg-boss, whose shutdown has
  // already failed its job for another instance to retry.
  const running = new Set<Promise<unknown>>();
  let closed = false;
  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => undefined);
    return new Promise<T>((resolve, reject) => {
      work.then(
        (value) => closed || resolve(value),
        (error: unknown) => closed || reject(error),
      );
    });
  };

  await queue.work(TICK_QUEUE, { pollingIntervalSeconds: 1 }, () => track(queueDueSyncs()));
  async function queueDueSyncs() {
    const due = await listDueIntegrations(context, new Date());
    if (due.length === 0) return;
    await queue.insert(
      due.map((integrationId) => ({
        name: SYNC_QUEUE,
        data: { integrationId } satisfies SyncJob,
        singletonKey: integrationId,
        singletonSeconds: interval,
      })),
    );
  }
  const workerId = await queue.work<SyncJob>(SYNC_QUEUE, { pollingIntervalSeconds: 1, batchSize: SYNC_BATCH }, (jobs) =>
    track(runSyncBatch(jobs)),
  );
  async function runSyncBatch(jobs: { id: string; data: SyncJob }[]) {
    const limit = pLimit(SYNC_CONCURRENCY);
    await Promise.all(
      jobs.map((job) =>
        limit(async () => {
          try {
            await syncIntegration(context, job.data.integrationId);
          } catch (error) {
            // Only this job is retried (with backoff); the rest of the batch completes.
            await queue.fail(SYNC_QUEUE, job.id, { message: (error as Error).message });
          }
        }),
      ),
    );
    // A full batch means more are waiting: fetch again now instead of after the polling interval.
    if (jobs.length === SYNC_BATCH) queue.notifyWorker(workerId);
  }

  const offerTick = () =>
    queue
      .send(TICK_QUEUE, {}, { singletonKey: "tick", singletonSeconds: interval })
      .catch((error: Error) => context.logger.warn({ err: error }, "could not queue the notification tick"));
  void offerTick();
  const timer = setInterval(offerTick, (interval * 1000) / 2);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await queue.offWork(TICK_QUEUE);
      await queue.offWork(SYNC_QUEUE);
    },
    settle: async (waitMs) => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timer);
      closed = true;
      // pg-boss records an outcome in the turn its handler settles; one more turn lets that query start.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

export type NotificationScheduler = {
  /** Takes no more work. */
  stop(): Promise<void>;
  /**
   * Resolves once every running handler has settled, or after `waitMs`; from then on no handler settles for pg-boss,
   * so the database can close under none of its calls.
   */
  settle(waitMs: number): Promise<void>;
};
