import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { notificationSyncStates } from "../db/schema";
import { parseEnv } from "../env";
import { useSandbox } from "../integrations/test-support/use-sandbox";
import { signInWithService } from "../test/connect-service-via-app";
import { buildSyncingInstanceEnv } from "../test/syncing-instance-env";
import { createTestApp, type TestApp } from "../test/test-app";
import { nameThrowawayDatabase, runAdminQuery } from "../test/test-database";

const testEnv = parseEnv();
const SHUTDOWN_TIMEOUT_MS = 2_000;

describe.runIf(testEnv.TEST_DB_DRIVER === "postgres")("an instance shut down during a sync job", () => {
  const sandbox = useSandbox();
  const baseUrl = testEnv.TEST_DATABASE_URL ?? "";
  const url = new URL(baseUrl || "postgres://x/test");
  url.pathname = `/${nameThrowawayDatabase(baseUrl)}`;
  const databaseName = url.pathname.slice(1);
  let first: TestApp | undefined;
  let second: TestApp | undefined;

  function startInstance(): Promise<TestApp> {
    return createTestApp({
      database: openDatabase({ driver: "postgres", url: url.toString() }),
      backgroundJobs: true,
      env: { ...buildSyncingInstanceEnv(sandbox.url), SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) },
    });
  }

  beforeAll(async () => {
    await runAdminQuery(baseUrl, `create database "${databaseName}"`);
    const migrating = openDatabase({ driver: "postgres", url: url.toString() });
    await migrating.migrate();
    await migrating.close();
    first = await startInstance();
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled([first?.close(), second?.close()]);
    await runAdminQuery(baseUrl, `drop database if exists "${databaseName}" with (force)`);
  });

  async function readSyncCount(app: TestApp, integrationId: string): Promise<number> {
    const [state] = await app.database.db
      .select({ count: notificationSyncStates.syncCount })
      .from(notificationSyncStates)
      .where(eq(notificationSyncStates.integrationId, integrationId));
    return state?.count ?? 0;
  }

  async function readSyncJobs(app: TestApp): Promise<{ state: string; retry_count: number }[]> {
    const result = await app.database.executeSql(
      "select state, retry_count from pgboss.job where name = 'notifications-sync' order by created_on desc",
    );
    return result.rows as { state: string; retry_count: number }[];
  }

  it("fails the running job as it closes, and another instance runs it again", async () => {
    if (!first) throw new Error("the first instance did not start");
    const user = await signInWithService(first, "outlook");
    await expect
      .poll(() => readSyncCount(first as TestApp, user.integrationId), { timeout: 20_000 })
      .toBeGreaterThan(0);

    // The next sync's first call to the provider hangs, so the job is still running when the instance is told to stop.
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ host: "graph.microsoft.com", delayMs: 60_000, count: 1 }),
    });
    const running = first;
    // Only once the hanging call has taken the fault is the active job the one that hangs: on a loaded machine, a job
    // seen active before that may be one that already made its calls and is about to complete.
    await expect
      .poll(
        async () => {
          const { faults } = (await (await fetch(`${sandbox.url}/__sandbox/faults`)).json()) as { faults: unknown[] };
          return faults.length === 0 && (await readSyncJobs(running)).some((job) => job.state === "active");
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const syncsBefore = await readSyncCount(running, user.integrationId);

    second = await startInstance();
    const closing = performance.now();
    await running.close();
    first = undefined;
    expect(performance.now() - closing).toBeLessThan(SHUTDOWN_TIMEOUT_MS);

    const survivor = second;
    // The job it was running was failed as it closed, not left active until it expires: its first attempt is over,
    // and it is waiting for a retry or already retried (the survivor may have taken it by now)…
    const jobs = await readSyncJobs(survivor);
    expect(jobs.some((job) => job.state === "active" && job.retry_count === 0)).toBe(false);
    expect(jobs.some((job) => job.state === "retry" || job.retry_count > 0)).toBe(true);
    // …and the other instance runs it again, to completion, while it keeps syncing on schedule.
    await expect
      .poll(
        async () => (await readSyncJobs(survivor)).some((job) => job.retry_count > 0 && job.state === "completed"),
        { timeout: 40_000, interval: 500 },
      )
      .toBe(true);
    expect(await readSyncCount(survivor, user.integrationId)).toBeGreaterThan(syncsBefore);
  }, 90_000);
});
