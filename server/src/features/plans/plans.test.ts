import { planMessages } from "@shifu/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { signInNewUser } from "../../test/connect-service-via-app";
import { logInViaApi, makeUser, registerViaApi } from "../../test/inject-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DAY_MS } from "../../time-spans";
import { requireSignedIn } from "../sessions/session-plugin";
import { extendPlan, readEffectivePlan, requirePlan, setPlan, toEffectivePlan } from "./plans.service";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      REGISTRATION_LIMIT_PER_HOUR: "1000",
      ASSISTANT_DAILY_MESSAGES_FREE: "7",
      ASSISTANT_DAILY_MESSAGES_PREMIUM: "70",
      ASSISTANT_DAILY_MESSAGES_ENTERPRISE: "700",
    },
    // A paid-only route, as the training chat will be: the guard runs after the session check. The database is
    // only known once createTestApp returns, hence the guard is built on first use.
    beforeReady: (app) => {
      app.get(
        "/test/premium-only",
        {
          onRequest: [requireSignedIn, (request) => requirePlan(testApp.database.db, "premium", "enterprise")(request)],
        },
        async () => ({ ok: true }),
      );
    },
  });
});
afterAll(async () => {
  await testApp.close();
});

async function readStored(userId: string) {
  const [row] = await testApp.database.db
    .select({ plan: users.plan, planExpiresAt: users.planExpiresAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

function getUser(cookie: string) {
  return testApp.app.inject({ method: "GET", url: "/get_user", cookies: { shifu_session: cookie } });
}

describe("the effective plan", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  it("is the stored plan until its expiry, and free from then on", () => {
    const later = new Date(now.getTime() + DAY_MS);
    expect(toEffectivePlan({ plan: "premium", planExpiresAt: later }, now)).toEqual({
      plan: "premium",
      planExpiresAt: later,
    });
    expect(toEffectivePlan({ plan: "premium", planExpiresAt: now }, now)).toEqual({
      plan: "free",
      planExpiresAt: null,
    });
    expect(toEffectivePlan({ plan: "enterprise", planExpiresAt: null }, now)).toEqual({
      plan: "enterprise",
      planExpiresAt: null,
    });
  });

  it("reads an expired premium as free, from the database", async () => {
    const { userId } = await signInNewUser(testApp.app);
    await setPlan(testApp.database.db, userId, "premium", new Date(Date.now() - 1000));
    expect(await readEffectivePlan(testApp.database.db, userId)).toEqual({ plan: "free", planExpiresAt: null });
  });
});

describe("extendPlan", () => {
  it("grants days from now to a free user", async () => {
    const { userId } = await signInNewUser(testApp.app);
    const now = new Date();
    const next = await extendPlan(testApp.database.db, userId, "premium", 7, now);
    expect(next).toEqual({ plan: "premium", planExpiresAt: new Date(now.getTime() + 7 * DAY_MS) });
    expect(await readStored(userId)).toEqual(next);
  });

  it("counts from a later expiry, so it never shortens a paid plan", async () => {
    const { userId } = await signInNewUser(testApp.app);
    const now = new Date();
    const expiry = new Date(now.getTime() + 20 * DAY_MS);
    await setPlan(testApp.database.db, userId, "premium", expiry);
    const next = await extendPlan(testApp.database.db, userId, "premium", 7, now);
    expect(next.planExpiresAt).toEqual(new Date(expiry.getTime() + 7 * DAY_MS));
  });

  it("counts from now when the previous plan has expired", async () => {
    const { userId } = await signInNewUser(testApp.app);
    const now = new Date();
    await setPlan(testApp.database.db, userId, "premium", new Date(now.getTime() - 3 * DAY_MS));
    const next = await extendPlan(testApp.database.db, userId, "premium", 7, now);
    expect(next.planExpiresAt).toEqual(new Date(now.getTime() + 7 * DAY_MS));
  });

  it("keeps enterprise when premium days are granted, and extends its expiry", async () => {
    const { userId } = await signInNewUser(testApp.app);
    const now = new Date();
    const expiry = new Date(now.getTime() + 10 * DAY_MS);
    await setPlan(testApp.database.db, userId, "enterprise", expiry);
    const next = await extendPlan(testApp.database.db, userId, "premium", 7, now);
    expect(next).toEqual({ plan: "enterprise", planExpiresAt: new Date(expiry.getTime() + 7 * DAY_MS) });
    expect(await readStored(userId)).toEqual(next);
  });

  it("leaves a renewing subscription (no expiry) untouched", async () => {
    const { userId } = await signInNewUser(testApp.app);
    await setPlan(testApp.database.db, userId, "premium", null);
    const next = await extendPlan(testApp.database.db, userId, "premium", 7);
    expect(next).toEqual({ plan: "premium", planExpiresAt: null });
    expect(await readStored(userId)).toEqual({ plan: "premium", planExpiresAt: null });
  });

  it("clears the expiry when a user is set back to free", async () => {
    const { userId } = await signInNewUser(testApp.app);
    await setPlan(testApp.database.db, userId, "free", new Date(Date.now() + DAY_MS));
    expect(await readStored(userId)).toEqual({ plan: "free", planExpiresAt: null });
  });
});

describe("the plan in login and get_user", () => {
  it("says free, no expiry, no points and the free cap for a new user", async () => {
    const { cookie } = await signInNewUser(testApp.app);
    expect((await getUser(cookie)).json()).toMatchObject({
      plan: "free",
      plan_expires_at: null,
      points: 0,
      daily_messages: 7,
    });
  });

  it("gives the plan, its ISO expiry, the points and the plan's cap", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    const expiry = new Date("2099-01-31T10:00:00.000Z");
    await setPlan(testApp.database.db, userId, "enterprise", expiry);
    await testApp.database.db.update(users).set({ points: 120 }).where(eq(users.id, userId));
    expect((await getUser(cookie)).json()).toMatchObject({
      plan: "enterprise",
      plan_expires_at: "2099-01-31T10:00:00.000Z",
      points: 120,
      daily_messages: 700,
    });
  });

  it("reports an expired plan as free at login", async () => {
    const user = makeUser();
    await registerViaApi(testApp.app, user);
    const first = await logInViaApi(testApp.app, user, "10.77.0.1");
    await setPlan(testApp.database.db, first.json().user_id, "premium", new Date(Date.now() - 1000));
    const login = await logInViaApi(testApp.app, user, "10.77.0.1");
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ plan: "free", plan_expires_at: null, daily_messages: 7 });
  });
});

describe("requirePlan", () => {
  it("refuses a free user with 403 and the Spanish text, and lets a premium user through", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    const call = () =>
      testApp.app.inject({ method: "GET", url: "/test/premium-only", cookies: { shifu_session: cookie } });
    const refused = await call();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(planMessages.premiumRequired);

    await setPlan(testApp.database.db, userId, "premium", new Date(Date.now() + DAY_MS));
    const allowed = await call();
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ ok: true });

    await setPlan(testApp.database.db, userId, "premium", new Date(Date.now() - 1000));
    expect((await call()).statusCode).toBe(403);
  });

  it("answers 401 without a session, before the plan is read", async () => {
    expect((await testApp.app.inject({ method: "GET", url: "/test/premium-only" })).statusCode).toBe(401);
  });
});
