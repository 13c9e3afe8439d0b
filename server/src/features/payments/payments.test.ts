import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountCodes, users } from "../../db/schema";
import { parseEnv } from "../../env";
import { useSandbox } from "../../integrations/test-support/use-sandbox";
import { signInNewUser } from "../../test/connect-service-via-app";
import { createTestApp, TEST_STRIPE_WEBHOOK_SECRET, type TestApp } from "../../test/test-app";
import { createStripeClient } from "./create-stripe-client";

const WEBHOOK_SECRET = TEST_STRIPE_WEBHOOK_SECRET;
const signer = new Stripe("sk_test_sandbox");
const sandbox = useSandbox();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { SANDBOX_URL: sandbox.url, PUBLIC_URL: "http://shifu.test" } });
});
afterAll(() => testApp.close());

type SandboxSession = {
  id: string;
  amount_total: number;
  client_reference_id: string;
  metadata: Record<string, string>;
};

async function readSandboxSession(url: string): Promise<SandboxSession> {
  const id = new URL(url).pathname.split("/").at(-1);
  const response = await fetch(`${sandbox.url}/__sandbox/data/stripe`);
  const data = (await response.json()) as { sessions: SandboxSession[] };
  const session = data.sessions.find((candidate) => candidate.id === id);
  if (!session) throw new Error(`no sandbox session ${id}`);
  return session;
}

async function startCheckout(cookie: string, body: Record<string, unknown>) {
  return testApp.app.inject({
    method: "POST",
    url: "/create-checkout-session",
    cookies: { shifu_session: cookie },
    payload: body,
  });
}

async function readUser(userId: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error("no user");
  return row;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

let eventCounter = 0;

function buildEvent(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCounter}_${Date.now()}`) {
  return JSON.stringify({ id, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });
}

function completedSession(userId: string, plan: string, extra: Record<string, unknown> = {}) {
  return {
    id: `cs_test_${userId}`,
    object: "checkout.session",
    client_reference_id: userId,
    customer: `cus_${userId.slice(0, 8)}`,
    subscription: `sub_${userId.slice(0, 8)}`,
    payment_status: "paid",
    metadata: { user_id: userId, plan },
    ...extra,
  };
}

async function postWebhook(payload: string, options: { secret?: string; timestamp?: number; target?: TestApp } = {}) {
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return (options.target ?? testApp).app.inject({
    method: "POST",
    url: "/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
}

describe("POST /create-checkout-session", () => {
  it("creates a subscription session at the sandbox for the signed-in user, at the server's price", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    const response = await startCheckout(cookie, { plan: "premium" });
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${sandbox.url}/checkout\\.stripe\\.com/c/pay/cs_test_`));
    const session = await readSandboxSession(url);
    expect(session).toMatchObject({
      amount_total: 1900,
      client_reference_id: userId,
      metadata: { user_id: userId, plan: "premium" },
      mode: "subscription",
      success_url: "http://shifu.test/chat?checkout=success&session_id={CHECKOUT_SESSION_ID}",
    });
  });

  it("ignores a price or an amount sent by the client", async () => {
    const { cookie } = await signInNewUser(testApp.app);
    const response = await startCheckout(cookie, {
      plan: "premium",
      price: "price_sandbox_enterprise",
      line_items: [{ price: "price_sandbox_enterprise" }],
      amount: 1,
    });
    expect(response.statusCode).toBe(200);
    expect((await readSandboxSession(response.json().url)).amount_total).toBe(1900);
  });

  it("refuses visitors", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/create-checkout-session",
      payload: { plan: "premium" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /stripe/webhook", () => {
  it("gives the plan on a signed checkout.session.completed, and only then", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    const { url } = (await startCheckout(cookie, { plan: "enterprise" })).json() as { url: string };
    const session = await readSandboxSession(url);
    // The browser coming back to the success page changes nothing by itself.
    await testApp.app.inject({
      method: "GET",
      url: `/chat?checkout=success&session_id=${session.id}`,
      cookies: { shifu_session: cookie },
    });
    expect((await readUser(userId)).plan).toBe("free");

    const response = await postWebhook(
      buildEvent("checkout.session.completed", completedSession(userId, "enterprise")),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, ignored: false });
    const user = await readUser(userId);
    expect(user).toMatchObject({
      plan: "enterprise",
      planExpiresAt: null,
      stripeSubscriptionId: `sub_${userId.slice(0, 8)}`,
    });
  });

  it("refuses a bad signature and an old timestamp with 400", async () => {
    const { userId } = await signInNewUser(testApp.app);
    const payload = buildEvent("checkout.session.completed", completedSession(userId, "premium"));
    expect((await postWebhook(payload, { secret: "whsec_someone_else" })).statusCode).toBe(400);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect((await postWebhook(payload, { timestamp: hourAgo })).statusCode).toBe(400);
    const unsigned = await testApp.app.inject({
      method: "POST",
      url: "/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await readUser(userId)).plan).toBe("free");
  });

  it("refuses a signature dated in the future", async () => {
    const { userId } = await signInNewUser(testApp.app);
    const payload = buildEvent("checkout.session.completed", completedSession(userId, "enterprise"));
    for (const ahead of [60, 3600, 86_400 * 365]) {
      const response = await postWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) + ahead });
      expect(response.statusCode).toBe(400);
    }
    expect((await readUser(userId)).plan).toBe("free");
  });

  it("acknowledges with 2xx a signed checkout that names no user, and changes nothing", async () => {
    for (const reference of ["not-a-user", "00000000-0000-4000-8000-000000000000", "\u0000"]) {
      const session = { ...completedSession("00000000", "enterprise"), client_reference_id: reference };
      const response = await postWebhook(buildEvent("checkout.session.completed", session));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, ignored: true });
    }
  });

  it("acknowledges a replayed event id and ignores it", async () => {
    const { userId } = await signInNewUser(testApp.app);
    const payload = buildEvent("checkout.session.completed", completedSession(userId, "premium"));
    expect((await postWebhook(payload)).json()).toEqual({ received: true, ignored: false });
    await testApp.database.db.update(users).set({ plan: "free" }).where(eq(users.id, userId));
    const replay = await postWebhook(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, ignored: true });
    expect((await readUser(userId)).plan).toBe("free");
  });

  it("keeps the plan while the subscription is active and returns to free when it ends", async () => {
    const { userId } = await signInNewUser(testApp.app);
    await postWebhook(buildEvent("checkout.session.completed", completedSession(userId, "premium")));
    const subscription = { id: `sub_${userId.slice(0, 8)}`, object: "subscription" };
    await postWebhook(buildEvent("customer.subscription.updated", { ...subscription, status: "active" }));
    expect((await readUser(userId)).plan).toBe("premium");
    await postWebhook(buildEvent("customer.subscription.deleted", { ...subscription, status: "canceled" }));
    expect((await readUser(userId)).plan).toBe("free");
  });

  it("returns to free when an update says the subscription is unpaid", async () => {
    const { userId } = await signInNewUser(testApp.app);
    await postWebhook(buildEvent("checkout.session.completed", completedSession(userId, "premium")));
    const subscription = { id: `sub_${userId.slice(0, 8)}`, object: "subscription", status: "unpaid" };
    await postWebhook(buildEvent("customer.subscription.updated", subscription));
    expect((await readUser(userId)).plan).toBe("free");
  });
});

describe("the sandbox's hosted checkout page", () => {
  it("pays with 4242, sends the signed webhook past the same-origin guard, and the user comes back premium", async () => {
    const port = await findFreePort();
    const listening = await createTestApp({
      env: { SANDBOX_URL: sandbox.url, PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    try {
      await listening.app.listen({ port, host: "127.0.0.1" });
      const { userId, cookie } = await signInNewUser(listening.app);
      const started = await listening.app.inject({
        method: "POST",
        url: "/create-checkout-session",
        cookies: { shifu_session: cookie },
        payload: { plan: "premium" },
      });
      const { url } = started.json() as { url: string };
      const paid = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }),
        redirect: "manual",
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:${port}/chat\\?checkout=success&session_id=cs_test_`),
      );
      const [user] = await listening.database.db.select().from(users).where(eq(users.id, userId));
      expect(user?.plan).toBe("premium");
    } finally {
      await listening.close();
    }
  });
});

describe("discount codes", () => {
  it("applies the user's own code to one checkout and spends it when payment is confirmed", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    const code = `D${userId.replace(/-/g, "").slice(0, 7).toUpperCase()}`;
    await testApp.database.db.insert(discountCodes).values({ code, userId, percentOff: 20 });

    const { url } = (await startCheckout(cookie, { plan: "premium", discount_code: code.toLowerCase() })).json() as {
      url: string;
    };
    const session = await readSandboxSession(url);
    expect(session.amount_total).toBe(1520);
    expect(session.metadata.discount_code).toBe(code);

    await postWebhook(
      buildEvent("checkout.session.completed", completedSession(userId, "premium", { metadata: session.metadata })),
    );
    const [stored] = await testApp.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(stored?.usedAt).toBeInstanceOf(Date);
    await testApp.database.db
      .update(users)
      .set({ plan: "free", stripeSubscriptionId: null })
      .where(eq(users.id, userId));
    const again = await startCheckout(cookie, { plan: "premium", discount_code: code });
    expect(again.statusCode).toBe(400);
  });

  it("is held by the first checkout using it: a second checkout is refused until the first expires", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    const code = `R${userId.replace(/-/g, "").slice(0, 7).toUpperCase()}`;
    await testApp.database.db.insert(discountCodes).values({ code, userId, percentOff: 50 });
    const [first, second] = await Promise.all([
      startCheckout(cookie, { plan: "premium", discount_code: code }),
      startCheckout(cookie, { plan: "enterprise", discount_code: code }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().error).toMatch(/otro pago sin terminar/);
    const held = first.statusCode === 200 ? first : second;
    const session = await readSandboxSession(held.json().url);
    // Stripe's checkout.session.expired gives the code back.
    await postWebhook(
      buildEvent("checkout.session.expired", { ...session, object: "checkout.session", status: "expired" }),
    );
    expect((await startCheckout(cookie, { plan: "premium", discount_code: code })).statusCode).toBe(200);
  });

  it("refuses someone else's code", async () => {
    const owner = await signInNewUser(testApp.app);
    const other = await signInNewUser(testApp.app);
    const code = `O${owner.userId.replace(/-/g, "").slice(0, 7).toUpperCase()}`;
    await testApp.database.db.insert(discountCodes).values({ code, userId: owner.userId, percentOff: 10 });
    expect((await startCheckout(other.cookie, { plan: "premium", discount_code: code })).statusCode).toBe(400);
  });
});

describe("Stripe settings", () => {
  it("asks for the webhook secret and both prices along with a real key", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_live_123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_PREMIUM[\s\S]*STRIPE_PRICE_ENTERPRISE/,
    );
  });

  it("uses the configured prices with a real key and the sandbox's without one", async () => {
    const real = await createStripeClient(
      parseEnv({
        STRIPE_SECRET_KEY: "sk_live_123",
        STRIPE_WEBHOOK_SECRET: "whsec_live",
        STRIPE_PRICE_PREMIUM: "price_live_premium",
        STRIPE_PRICE_ENTERPRISE: "price_live_enterprise",
      }),
    );
    expect(real).toMatchObject({
      webhookSecret: "whsec_live",
      prices: { premium: "price_live_premium", enterprise: "price_live_enterprise" },
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), "shifu-stripe-"));
    const offline = await createStripeClient(parseEnv({ DATA_DIR: dataDir }));
    expect(offline).toMatchObject({
      webhookSecret: expect.stringMatching(/^whsec_[0-9a-f]{64}$/),
      prices: { premium: "price_sandbox_premium", enterprise: "price_sandbox_enterprise" },
    });
  });

  it("makes each install its own webhook secret in DATA_DIR, keeps it, and refuses the repository's old one", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shifu-stripe-"));
    const install = await createTestApp({
      env: { SANDBOX_URL: sandbox.url, DATA_DIR: dataDir, STRIPE_WEBHOOK_SECRET: "" },
    });
    try {
      const { userId } = await signInNewUser(install.app);
      const payload = buildEvent("checkout.session.completed", completedSession(userId, "enterprise"));
      // The first payment call loads Stripe's settings, and with them the install's secret.
      const forged = await postWebhook(payload, { secret: "whsec_sandbox_shifu", target: install });
      expect(forged.statusCode).toBe(400);

      const file = path.join(dataDir, "stripe-webhook-secret");
      const secret = readFileSync(file, "utf8").trim();
      expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect((await createStripeClient(parseEnv({ DATA_DIR: dataDir }))).webhookSecret).toBe(secret);
      expect(
        (await createStripeClient(parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "shifu-stripe-")) })))
          .webhookSecret,
      ).not.toBe(secret);
      expect((await postWebhook(payload, { secret: TEST_STRIPE_WEBHOOK_SECRET, target: install })).statusCode).toBe(
        400,
      );
      const [before] = await install.database.db.select().from(users).where(eq(users.id, userId));
      expect(before?.plan).toBe("free");
      expect((await postWebhook(payload, { secret, target: install })).statusCode).toBe(200);
      const [after] = await install.database.db.select().from(users).where(eq(users.id, userId));
      expect(after?.plan).toBe("enterprise");
    } finally {
      await install.close();
    }
  });
});

describe("one subscription per person", () => {
  let listening: TestApp;
  let port: number;

  beforeAll(async () => {
    port = await findFreePort();
    listening = await createTestApp({ env: { SANDBOX_URL: sandbox.url, PUBLIC_URL: `http://127.0.0.1:${port}` } });
    await listening.app.listen({ port, host: "127.0.0.1" });
  });
  afterAll(() => listening.close());

  function post(cookie: string, url: string, payload?: Record<string, unknown>) {
    return listening.app.inject({ method: "POST", url, cookies: { shifu_session: cookie }, payload: payload ?? {} });
  }

  function submitForm(url: string, fields: Record<string, string>) {
    return fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  }

  async function readStoredUser(userId: string) {
    const [row] = await listening.database.db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new Error("no user");
    return row;
  }

  async function subscribe(cookie: string, plan: string) {
    const { url } = (await post(cookie, "/create-checkout-session", { plan })).json() as { url: string };
    expect((await submitForm(url, { card_number: "4242424242424242" })).status).toBe(303);
  }

  it("refuses a checkout for the plan held, changes plan by a prorated update of the same subscription, and cancels at period end", async () => {
    const { userId, cookie } = await signInNewUser(listening.app);
    await subscribe(cookie, "enterprise");
    const subscribed = await readStoredUser(userId);
    expect(subscribed).toMatchObject({ plan: "enterprise", stripeCheckoutSessionId: null });
    const me = await listening.app.inject({ method: "GET", url: "/get_user", cookies: { shifu_session: cookie } });
    expect(me.json()).toMatchObject({ plan: "enterprise", subscribed: true });

    const again = await post(cookie, "/create-checkout-session", { plan: "enterprise" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/Gestionar suscripción/);

    const change = await post(cookie, "/create-checkout-session", { plan: "premium" });
    expect(change.statusCode).toBe(200);
    const { url } = change.json() as { url: string };
    expect(url).toContain("/billing.stripe.com/p/session/");
    const page = await (await fetch(url)).text();
    expect(page).toContain("Confirmar el cambio");
    expect((await submitForm(url, { action: "change", price: "price_sandbox_premium" })).status).toBe(303);
    expect(await readStoredUser(userId)).toMatchObject({
      plan: "premium",
      stripeSubscriptionId: subscribed.stripeSubscriptionId,
    });

    const portal = await post(cookie, "/create-portal-session");
    expect(portal.statusCode).toBe(200);
    const portalUrl = (portal.json() as { url: string }).url;
    expect(await (await fetch(portalUrl)).text()).toContain("Cancelar al final del periodo");
    expect((await submitForm(portalUrl, { action: "cancel" })).status).toBe(303);
    expect((await readStoredUser(userId)).plan).toBe("premium");

    const data = (await (await fetch(`${sandbox.url}/__sandbox/data/stripe`)).json()) as {
      subscriptions: { customer: string; status: string; cancel_at_period_end: boolean }[];
    };
    const held = data.subscriptions.filter((candidate) => candidate.customer === subscribed.stripeCustomerId);
    expect(held).toEqual([expect.objectContaining({ status: "active", cancel_at_period_end: true })]);

    // The period ends: Stripe deletes the subscription and the person is back on free with none.
    const ended = await fetch(
      `${sandbox.url}/__sandbox/stripe/subscriptions/${subscribed.stripeSubscriptionId}/end-period`,
      {
        method: "POST",
      },
    );
    expect(ended.status).toBe(200);
    expect(await readStoredUser(userId)).toMatchObject({ plan: "free", stripeSubscriptionId: null });
    expect((await post(cookie, "/create-portal-session")).statusCode).toBe(409);
  });

  it("expires the open checkout when a new one starts, so two tabs cannot both be paid", async () => {
    const { userId, cookie } = await signInNewUser(listening.app);
    const first = (await post(cookie, "/create-checkout-session", { plan: "enterprise" })).json() as { url: string };
    const second = (await post(cookie, "/create-checkout-session", { plan: "premium" })).json() as { url: string };
    expect((await submitForm(first.url, { card_number: "4242424242424242" })).status).toBe(410);
    expect((await submitForm(second.url, { card_number: "4242424242424242" })).status).toBe(303);
    expect((await readStoredUser(userId)).plan).toBe("premium");
  });
});
