import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database";
import { notificationSyncStates, notifications } from "../../db/schema";
import { parseEnv } from "../../env";
import { useSandbox } from "../../integrations/test-support/use-sandbox";
import { signInWithService } from "../../test/connect-service-via-app";
import { sleep } from "../../test/fake-model-server";
import { buildSyncingInstanceEnv } from "../../test/syncing-instance-env";
import { createTestApp, type TestApp } from "../../test/test-app";
import { nameThrowawayDatabase, runAdminQuery } from "../../test/test-database";

const INTERVAL_SECONDS = 5;
const sandbox = useSandbox();
const testEnv = parseEnv();

function startInstance(database?: DatabaseHandle): Promise<TestApp> {
  return createTestApp({
    database,
    backgroundJobs: true,
    env: buildSyncingInstanceEnv(sandbox.url, INTERVAL_SECONDS),
  });
}

async function addMail(subject: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/__sandbox/items/microsoft`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      kind: "mail",
      subject,
      from: "Ana Torres <ana@acme.com>",
      body: "Hola",
      importance: "high",
    }),
  });
  return ((await response.json()) as { id: string }).id;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(250);
  }
}

async function readSyncCount(database: DatabaseHandle, integrationId: string): Promise<number> {
  const [state] = await database.db
    .select({ count: notificationSyncStates.syncCount })
    .from(notificationSyncStates)
    .where(eq(notificationSyncStates.integrationId, integrationId));
  return state?.count ?? 0;
}

async function isStored(database: DatabaseHandle, providerItemId: string): Promise<boolean> {
  const rows = await database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.providerItemId, providerItemId));
  return rows.length > 0;
}

describe("the notification sync in the background", () => {
  let instance: TestApp;
  beforeAll(async () => {
    instance = await startInstance();
  });
  afterAll(async () => {
    await instance.close();
  });

  it("brings a connected app's items, then each new one, without any request asking for them", async () => {
    const user = await signInWithService(instance, "outlook");
    await waitFor(async () => (await readSyncCount(instance.database, user.integrationId)) > 0, 20_000);
    const mailId = await addMail("Llega sola");
    await waitFor(() => isStored(instance.database, mailId), 20_000);
    const response = await instance.app.inject({
      method: "POST",
      url: "/api/outlook/notification",
      cookies: { shifu_session: user.cookie },
      payload: {},
    });
    // Outlook's calendar cards share the list (one starting soon is dated now): the mail is looked for by its subject.
    const cards = response.json() as { subject: string; status: string }[];
    expect(cards.find((card) => card.subject === "Llega sola")).toMatchObject({ status: "pending" });
  }, 60_000);
});

describe("background jobs the server starts once it answers", () => {
  it("start when told to, and not before", async () => {
    let signal = () => {};
    const startWhen = new Promise<void>((resolve) => {
      signal = resolve;
    });
    const instance = await createTestApp({ backgroundJobs: { startWhen } });
    let started = false;
    void instance.app.backgroundJobsStarted?.then(() => {
      started = true;
    });
    try {
      await sleep(300);
      expect(started).toBe(false);
      signal();
      await instance.app.backgroundJobsStarted;
      expect(started).toBe(true);
    } finally {
      await instance.close();
    }
  });

  it("are neither started nor waited for by a close that comes first", async () => {
    const instance = await createTestApp({ backgroundJobs: { startWhen: new Promise<void>(() => {}) } });
    let started = false;
    void instance.app.backgroundJobsStarted?.then(() => {
      started = true;
    });
    await instance.close();
    expect(started).toBe(false);
  });
});

describe.runIf(testEnv.TEST_DB_DRIVER === "postgres")("several instances on one PostgreSQL", () => {
  const baseUrl = testEnv.TEST_DATABASE_URL ?? "";
  const name = nameThrowawayDatabase(baseUrl);
  const url = new URL(baseUrl || "postgres://x/test");
  url.pathname = `/${name}`;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    await runAdminQuery(baseUrl, `create database "${name}"`);
    const databases = [1, 2].map(() => openDatabase({ driver: "postgres", url: url.toString() }));
    await Promise.all(databases.map((database) => database.migrate()));
    const instances = await Promise.all(databases.map((database) => startInstance(database)));
    [first, second] = instances as [TestApp, TestApp];
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled([first?.close(), second?.close()]);
    await runAdminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
  });

  it("syncs each integration once per interval, stores each item once, and carries on when one instance dies", async () => {
    const users = [
      await signInWithService(first, "outlook"),
      await signInWithService(second, "outlook"),
      await signInWithService(first, "outlook"),
    ];
    // Each user has a demo mailbox of their own, where the same mail has an id of its own: it is found by subject.
    const subjects: string[] = [];
    const started = Date.now();
    for (let round = 0; round < 3; round++) {
      subjects.push(`Ronda ${round}`);
      await addMail(`Ronda ${round}`);
      await sleep(INTERVAL_SECONDS * 1000);
    }
    const elapsedIntervals = (Date.now() - started) / (INTERVAL_SECONDS * 1000);
    for (const user of users) {
      const count = await readSyncCount(first.database, user.integrationId);
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(Math.ceil(elapsedIntervals) + 1);
      for (const subject of subjects.slice(0, -1)) {
        const rows = await first.database.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.integrationId, user.integrationId), eq(notifications.subject, subject)));
        expect(rows).toHaveLength(1);
      }
    }

    await first.close();
    const before = await readSyncCount(second.database, users[0]?.integrationId ?? "");
    await addMail("Tras la caída");
    await waitFor(async () => {
      const rows = await second.database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.integrationId, users[0]?.integrationId ?? ""),
            eq(notifications.subject, "Tras la caída"),
          ),
        );
      return rows.length === 1;
    }, 30_000);
    expect(await readSyncCount(second.database, users[0]?.integrationId ?? "")).toBeGreaterThan(before);
  }, 90_000);
});
