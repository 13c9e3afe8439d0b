import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/database";
import { sessions } from "../../db/schema";
import { parseEnv } from "../../env";
import { signInNewUser } from "../../test/connect-service-via-app";
import { sleep } from "../../test/fake-model-server";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import { useTwoInstancesOnPostgres } from "../../test/two-instances";
import { type CachedSession, createSessionCache } from "./session-cache";
import { deleteSessionsOfUser } from "./sessions.service";

const testEnv = parseEnv();
const APP_ENV = { REGISTRATION_LIMIT_PER_HOUR: "1000" };

function getUser(app: FastifyInstance, cookie: string) {
  return app.inject({ method: "GET", url: "/get_user", cookies: { shifu_session: cookie } });
}

async function waitUntil(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(20);
  }
}

/** Some deletes are announced only at commit, so they reach an instance's cache a moment after; 2 s bounds that. */
async function waitUntilRefused(app: FastifyInstance, cookie: string): Promise<void> {
  const deadline = Date.now() + 2_000;
  while ((await getUser(app, cookie)).statusCode !== 401) {
    if (Date.now() > deadline) throw new Error("still accepted 2 s after its deletion");
    await sleep(5);
  }
}

describe("the session cache on one instance", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: APP_ENV });
  });
  afterAll(async () => {
    await testApp.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses a cached session once its absolute expiry passes, without waiting for the touch", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const { userId, cookie } = await signInNewUser(testApp.app);
    const expiresAt = new Date(Date.now() + 30_000);
    await testApp.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.userId, userId));
    vi.setSystemTime(Date.now() + 10_000);
    expect((await getUser(testApp.app, cookie)).statusCode).toBe(200);
    vi.setSystemTime(expiresAt.getTime() + 1_000);
    expect((await getUser(testApp.app, cookie)).statusCode).toBe(401);
  });

  it("refuses a cached session right after its row is deleted by anyone, e.g. an administrator's SQL", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    expect((await getUser(testApp.app, cookie)).statusCode).toBe(200);
    await testApp.database.db.execute(sql`delete from ${sessions} where ${sessions.userId} = ${userId}`);
    // Nothing in the process knew of this delete: the database's announcement is what drops it, moments later.
    await waitUntilRefused(testApp.app, cookie);
  });

  it("refuses every session of a user whose password was reset, as soon as the reset's announcement arrives", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    expect((await getUser(testApp.app, cookie)).statusCode).toBe(200);
    await testApp.database.db.transaction((tx) => deleteSessionsOfUser(tx, userId));
    await waitUntilRefused(testApp.app, cookie);
  });
});

describe("createSessionCache", () => {
  let database: DatabaseHandle;
  const entry: CachedSession = {
    sessionId: "s",
    userId: "u",
    email: "a@example.com",
    remember: false,
    expiresAt: Date.now() + 60_000,
    lastSeenAt: Date.now(),
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("does not keep an entry read before a revocation arrived", async () => {
    const cache = createSessionCache(database.db);
    await waitUntil(() => cache.healthy);
    const stamp = cache.stamp();
    cache.forget("other");
    cache.remember("hash", entry, stamp);
    expect(cache.read("hash")).toBeUndefined();
    cache.remember("hash", entry, cache.stamp());
    expect(cache.read("hash")).toEqual(entry);
    await cache.close();
    expect(cache.read("hash")).toBeUndefined();
  });

  it.runIf(testEnv.TEST_DB_DRIVER === "postgres")(
    "empties itself and serves nothing while its listening connection is down, then comes back",
    async () => {
      const cache = createSessionCache(database.db, { reconnectDelayMs: 200, onListenerError: () => {} });
      await waitUntil(() => cache.healthy);
      cache.remember("hash", entry, cache.stamp());
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = 'listen shifu_session_revoked'`,
      );
      await waitUntil(() => !cache.healthy);
      expect(cache.read("hash")).toBeUndefined();
      cache.remember("hash", entry, cache.stamp());
      expect(cache.read("hash")).toBeUndefined();
      await waitUntil(() => cache.healthy);
      expect(cache.read("hash")).toBeUndefined();
      await cache.close();
    },
  );
});

describe.runIf(testEnv.TEST_DB_DRIVER === "postgres")("sessions across two instances on one PostgreSQL", () => {
  const instances = useTwoInstancesOnPostgres(testEnv.TEST_DATABASE_URL ?? "", APP_ENV);

  it("refuses on instance B a session logged out on instance A, as soon as B reads the announcement", async () => {
    const { first, second } = instances();
    const { cookie } = await signInNewUser(first.app);
    // Both instances have the session cached before the logout.
    expect((await getUser(first.app, cookie)).statusCode).toBe(200);
    expect((await getUser(second.app, cookie)).statusCode).toBe(200);
    expect((await getUser(second.app, cookie)).statusCode).toBe(200);
    const logout = await first.app.inject({ method: "POST", url: "/logout", cookies: { shifu_session: cookie } });
    expect(logout.statusCode).toBe(200);
    // A answered only after its own announcement came back, so B's is on its way or already read.
    expect((await getUser(first.app, cookie)).statusCode).toBe(401);
    await waitUntilRefused(second.app, cookie);
  });

  it("refuses on instance B the sessions ended by a password reset on instance A", async () => {
    const { first, second } = instances();
    const { userId, cookie } = await signInNewUser(first.app);
    expect((await getUser(second.app, cookie)).statusCode).toBe(200);
    await first.database.db.transaction((tx) => deleteSessionsOfUser(tx, userId));
    // Inside a transaction nothing can wait for the announcement, which leaves at commit: B drops it moments later.
    await waitUntilRefused(second.app, cookie);
  });
});
