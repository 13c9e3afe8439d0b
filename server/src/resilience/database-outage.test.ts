import { errorMessages } from "@shifu/contract";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { chatMessages, notificationSyncStates } from "../db/schema";
import { parseEnv } from "../env";
import { useSandbox } from "../integrations/test-support/use-sandbox";
import { signInWithService } from "../test/connect-service-via-app";
import { sleep } from "../test/fake-model-server";
import { buildSyncingInstanceEnv } from "../test/syncing-instance-env";
import { TcpProxy } from "../test/tcp-proxy";
import { createTestApp, type TestApp } from "../test/test-app";
import { nameThrowawayDatabase, runAdminQuery } from "../test/test-database";

const testEnv = parseEnv();
const TIMEOUTS = { connectMs: 1_000, statementMs: 2_000, queryMs: 3_000 };

type Outcome = { status: number; ms: number; content: string };

describe.runIf(testEnv.TEST_DB_DRIVER === "postgres")("PostgreSQL going away under load", () => {
  const sandbox = useSandbox();
  const baseUrl = testEnv.TEST_DATABASE_URL ?? "";
  const databaseName = nameThrowawayDatabase(baseUrl);
  let proxy: TcpProxy;
  let instance: TestApp;

  beforeAll(async () => {
    await runAdminQuery(baseUrl, `create database "${databaseName}"`);
    const target = new URL(baseUrl);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(baseUrl);
    proxied.host = `127.0.0.1:${await proxy.start()}`;
    proxied.pathname = `/${databaseName}`;
    const database = openDatabase({ driver: "postgres", url: proxied.toString(), timeouts: TIMEOUTS });
    await database.migrate();
    instance = await createTestApp({
      database,
      backgroundJobs: true,
      env: { ...buildSyncingInstanceEnv(sandbox.url), ASSISTANT_DAILY_MESSAGES_FREE: "100000" },
    });
  }, 60_000);
  afterAll(async () => {
    await proxy?.restore();
    await instance?.close();
    await proxy?.stop();
    await runAdminQuery(baseUrl, `drop database if exists "${databaseName}" with (force)`);
  });

  async function readSyncCount(integrationId: string): Promise<number> {
    const [state] = await instance.database.db
      .select({ count: notificationSyncStates.syncCount })
      .from(notificationSyncStates)
      .where(eq(notificationSyncStates.integrationId, integrationId));
    return state?.count ?? 0;
  }

  function postChat(cookie: string, content: string) {
    return instance.app.inject({
      method: "POST",
      url: "/api/chatAi",
      cookies: { shifu_session: cookie },
      headers: { origin: "http://localhost:3000" },
      payload: { messages: [{ role: "user", content, timestamp: new Date().toISOString() }] },
    });
  }

  it("answers a fast Spanish 503 while it is down, recovers within 5 s, loses no acknowledged message, and the job queue carries on", async () => {
    const user = await signInWithService(instance, "outlook");
    await expect.poll(() => readSyncCount(user.integrationId), { timeout: 20_000, interval: 250 }).toBeGreaterThan(0);

    const outcomes: Outcome[] = [];
    let loading = true;
    let sent = 0;
    const worker = async () => {
      while (loading) {
        sent += 1;
        const content = `Mensaje de carga ${sent}`;
        const started = performance.now();
        const response = await postChat(user.cookie, content);
        outcomes.push({ status: response.statusCode, ms: performance.now() - started, content });
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    await sleep(1_000);

    await proxy.cut();
    await sleep(300);
    const ready = await instance.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", database: "down" });
    const refused = await postChat(user.cookie, "¿Sigues ahí?");
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: "DATABASE_UNAVAILABLE",
      error: errorMessages.DATABASE_UNAVAILABLE,
    });
    expect(refused.headers["retry-after"]).toBe("5");
    await sleep(2_000);

    await proxy.restore();
    const restoredAt = performance.now();
    await expect
      .poll(async () => (await instance.app.inject({ method: "GET", url: "/readyz" })).statusCode, {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(200);
    await expect
      .poll(async () => (await postChat(user.cookie, "De vuelta")).statusCode, { timeout: 5_000, interval: 100 })
      .toBe(200);
    expect(performance.now() - restoredAt).toBeLessThan(5_000);
    await sleep(1_000);
    loading = false;
    await Promise.all(workers);

    // Every request was answered, in time, with a success or the database's 503: none hung, none was a bare 500.
    expect(outcomes.length).toBeGreaterThan(20);
    expect(outcomes.filter((outcome) => outcome.status === 503).length).toBeGreaterThan(0);
    expect(outcomes.every((outcome) => outcome.status === 200 || outcome.status === 503)).toBe(true);
    expect(Math.max(...outcomes.map((outcome) => outcome.ms))).toBeLessThan(TIMEOUTS.queryMs + TIMEOUTS.connectMs);

    const acknowledged = outcomes.filter((outcome) => outcome.status === 200).map((outcome) => outcome.content);
    const stored = await instance.database.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, user.userId), inArray(chatMessages.content, acknowledged)));
    expect(new Set(stored.map((row) => row.content))).toEqual(new Set(acknowledged));

    // pg-boss lived through it: its errors went to the log, and its worker syncs again.
    const syncsAfterOutage = await readSyncCount(user.integrationId);
    await expect
      .poll(() => readSyncCount(user.integrationId), { timeout: 20_000, interval: 250 })
      .toBeGreaterThan(syncsAfterOutage);
  }, 90_000);
});
