import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../db/schema";
import { parseEnv } from "../../env";
import { signInNewUser } from "../../test/connect-service-via-app";
import { sleep } from "../../test/fake-model-server";
import { createPng, encodeMultipart } from "../../test/inject-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { useTwoInstancesOnPostgres } from "../../test/two-instances";

const testEnv = parseEnv();
const APP_ENV = { REGISTRATION_LIMIT_PER_HOUR: "1000" };

async function readMe(
  app: FastifyInstance,
  cookie: string,
): Promise<{ login_streak: number; user_img: string | null }> {
  const response = await app.inject({ method: "GET", url: "/get_user", cookies: { shifu_session: cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Another instance reads PostgreSQL's announcement a moment after the commit; 2 s bounds that moment. */
async function waitForMe(
  app: FastifyInstance,
  cookie: string,
  check: (me: Awaited<ReturnType<typeof readMe>>) => boolean,
) {
  const deadline = Date.now() + 2_000;
  while (!check(await readMe(app, cookie))) {
    if (Date.now() > deadline) throw new Error("the change did not reach GET /get_user within 2 s");
    await sleep(5);
  }
}

describe("GET /get_user on one instance", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: APP_ENV });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("answers a repeated read without querying the account again", async () => {
    const { cookie } = await signInNewUser(testApp.app);
    const select = vi.spyOn(testApp.database.db, "select");
    try {
      // On PostgreSQL the sign-in's own announcements may come in after the first read and drop its answer once.
      const deadline = Date.now() + 2_000;
      for (;;) {
        await readMe(testApp.app, cookie);
        select.mockClear();
        await readMe(testApp.app, cookie);
        await readMe(testApp.app, cookie);
        if (select.mock.calls.length === 0) break;
        if (Date.now() > deadline) throw new Error("every read queried the account again");
        await sleep(20);
      }
    } finally {
      select.mockRestore();
    }
  });

  it("shows a change made by anything (here plain SQL, as an admin or another instance would) on a later read", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    expect((await readMe(testApp.app, cookie)).login_streak).toBe(1);
    await testApp.database.db.update(users).set({ loginStreak: 9 }).where(eq(users.id, userId));
    await waitForMe(testApp.app, cookie, (me) => me.login_streak === 9);
  });

  it("shows the person's own write at once to the instance that made it", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    expect((await readMe(testApp.app, cookie)).user_img).toBeNull();
    const form = await encodeMultipart(
      { user_id: userId },
      { name: "a.png", type: "image/png", data: await createPng() },
    );
    const upload = await testApp.app.inject({
      method: "POST",
      url: "/update_profile_image",
      cookies: { shifu_session: cookie },
      ...form,
    });
    expect(upload.statusCode).toBe(200);
    expect((await readMe(testApp.app, cookie)).user_img).toBe(upload.json().user_img);
  });
});

describe.runIf(testEnv.TEST_DB_DRIVER === "postgres")("GET /get_user across two instances on one PostgreSQL", () => {
  const instances = useTwoInstancesOnPostgres(testEnv.TEST_DATABASE_URL ?? "", APP_ENV);

  it("shows on instance B a profile picture changed on instance A", async () => {
    const { first, second } = instances();
    const { userId, cookie } = await signInNewUser(first.app);
    expect((await readMe(second.app, cookie)).user_img).toBeNull();
    expect((await readMe(second.app, cookie)).user_img).toBeNull();
    const form = await encodeMultipart(
      { user_id: userId },
      { name: "a.png", type: "image/png", data: await createPng() },
    );
    const upload = await first.app.inject({
      method: "POST",
      url: "/update_profile_image",
      cookies: { shifu_session: cookie },
      ...form,
    });
    expect(upload.statusCode).toBe(200);
    await waitForMe(second.app, cookie, (me) => me.user_img === upload.json().user_img);
  });
});
