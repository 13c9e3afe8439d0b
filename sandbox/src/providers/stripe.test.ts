import { createServer, type Server } from "node:http";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { sandboxStripe } from "../demo-data/stripe-data";

const WEBHOOK_SECRET = "whsec_this_install_only";
const AUTH = { authorization: `Bearer ${sandboxStripe.secretKey}` };
const FORM = { "content-type": "application/x-www-form-urlencoded" };

type Received = { body: string; signature: string };

/** Stands in for Shifu's server: records what reaches /stripe/webhook. */
async function startWebhookReceiver(): Promise<{ origin: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.url === "/stripe/webhook") {
        received.push({ body, signature: String(request.headers["stripe-signature"]) });
      }
      response.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, received, server };
}

function createSession(app: SandboxApp, origin: string, extra: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/v1/checkout/sessions",
    headers: { ...AUTH, ...FORM },
    payload: new URLSearchParams({
      mode: "subscription",
      "line_items[0][price]": "price_sandbox_premium",
      "line_items[0][quantity]": "1",
      client_reference_id: "user-1",
      customer_email: "ana@ejemplo.com",
      success_url: `${origin}/chat?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/chat?checkout=cancel`,
      "metadata[user_id]": "user-1",
      "metadata[plan]": "premium",
      ...extra,
    }).toString(),
  });
}

function pay(app: SandboxApp, id: string, card: string) {
  return app.inject({
    method: "POST",
    url: `/checkout.stripe.com/c/pay/${id}`,
    headers: FORM,
    payload: new URLSearchParams({ card_number: card }).toString(),
  });
}

describe("Stripe stand-in", () => {
  let app: SandboxApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeEach(async () => {
    app = buildSandboxApp({ publicUrl: "http://sandbox.test", stripeWebhookSecret: WEBHOOK_SECRET });
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await app.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  it("creates a Checkout Session in Stripe's shape, priced from its own table", async () => {
    const response = await createSession(app, receiver.origin);
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      mode: "subscription",
      client_reference_id: "user-1",
      metadata: { user_id: "user-1", plan: "premium" },
      amount_total: 1900,
      currency: "eur",
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`http://sandbox.test/checkout.stripe.com/c/pay/${session.id}`);
    const read = await app.inject({
      method: "GET",
      url: `/api.stripe.com/v1/checkout/sessions/${session.id}`,
      headers: AUTH,
    });
    expect(read.json().id).toBe(session.id);
  });

  it("refuses a wrong key and an unknown price the way Stripe words it", async () => {
    const wrongKey = await app.inject({
      method: "POST",
      url: "/v1/checkout/sessions",
      headers: { authorization: "Bearer sk_test_other", ...FORM },
      payload: "mode=subscription",
    });
    expect(wrongKey.statusCode).toBe(401);
    const unknown = await createSession(app, receiver.origin, { "line_items[0][price]": "price_cheap" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ type: "invalid_request_error", param: "line_items[0][price]" });
  });

  it("applies a coupon to the amount", async () => {
    const coupon = await app.inject({
      method: "POST",
      url: "/v1/coupons",
      headers: { ...AUTH, ...FORM },
      payload: "percent_off=25&duration=once",
    });
    const session = await createSession(app, receiver.origin, { "discounts[0][coupon]": coupon.json().id });
    expect(session.json().amount_total).toBe(1425);
  });

  it("shows a hosted page in Spanish with the plan, the price and a card field", async () => {
    const { id } = (await createSession(app, receiver.origin)).json();
    const page = await app.inject({ method: "GET", url: `/checkout.stripe.com/c/pay/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("modo demostración");
    expect(page.body).toContain("Shifu Premium");
    expect(page.body).toContain("19,00");
    expect(page.body).toContain('name="card_number"');
  });

  it("pays with 4242: sends a signed checkout.session.completed and returns to success_url", async () => {
    const { id } = (await createSession(app, receiver.origin)).json();
    const paid = await pay(app, id, "4242 4242 4242 4242");
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${receiver.origin}/chat?checkout=success&session_id=${id}`);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    if (!delivery) throw new Error("no delivery");
    const event = new Stripe(sandboxStripe.secretKey).webhooks.constructEvent(
      delivery.body,
      delivery.signature,
      WEBHOOK_SECRET,
    );
    expect(event.type).toBe("checkout.session.completed");
    expect(event.data.object).toMatchObject({ id, client_reference_id: "user-1", payment_status: "paid" });
    const data = (await app.inject({ method: "GET", url: "/__sandbox/data/stripe" })).json();
    expect(data.events).toEqual([expect.objectContaining({ type: "checkout.session.completed", delivery: "200" })]);
    expect((await pay(app, id, "4242424242424242")).statusCode).toBe(409);
    expect(receiver.received).toHaveLength(1);
  });

  it("declines 4000 0000 0000 0002 with Stripe's words in Spanish and sends nothing", async () => {
    const { id } = (await createSession(app, receiver.origin)).json();
    const declined = await pay(app, id, "4000 0000 0000 0002");
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain("Tu tarjeta ha sido rechazada.");
    expect(receiver.received).toHaveLength(0);
    const read = await app.inject({ method: "GET", url: `/v1/checkout/sessions/${id}`, headers: AUTH });
    expect(read.json()).toMatchObject({ status: "open", payment_status: "unpaid" });
  });

  it("forgets its sessions on reset", async () => {
    await createSession(app, receiver.origin);
    await app.inject({ method: "POST", url: "/__sandbox/reset" });
    const data = (await app.inject({ method: "GET", url: "/__sandbox/data/stripe" })).json();
    expect(data.sessions).toEqual([]);
  });

  it("signs with a secret of its own when given none, never one written in the repository", async () => {
    const other = buildSandboxApp({ publicUrl: "http://sandbox.test" });
    try {
      const { id } = (await createSession(other, receiver.origin)).json();
      await pay(other, id, "4242424242424242");
      const [delivery] = receiver.received;
      if (!delivery) throw new Error("no delivery");
      const verify = (secret: string) =>
        new Stripe(sandboxStripe.secretKey).webhooks.constructEvent(delivery.body, delivery.signature, secret);
      expect(() => verify("whsec_sandbox_shifu")).toThrow();
      expect(() => verify(WEBHOOK_SECRET)).toThrow();
    } finally {
      await other.close();
    }
  });

  it("refuses an expiry outside Stripe's 30 minutes to 24 hours, and shows an expired session as such", async () => {
    let now = Date.now();
    const timed = buildSandboxApp({
      publicUrl: "http://sandbox.test",
      stripeWebhookSecret: WEBHOOK_SECRET,
      now: () => now,
    });
    try {
      const early = Math.floor(now / 1000) + 60;
      expect((await createSession(timed, receiver.origin, { expires_at: String(early) })).statusCode).toBe(400);
      const expiresAt = Math.floor(now / 1000) + 1800;
      const { id } = (await createSession(timed, receiver.origin, { expires_at: String(expiresAt) })).json();
      now += 1801_000;
      expect((await pay(timed, id, "4242424242424242")).statusCode).toBe(410);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await timed.close();
    }
  });

  it("keeps the paid subscription, and the portal changes its plan with proration or cancels it at period end", async () => {
    const { id } = (await createSession(app, receiver.origin)).json();
    await pay(app, id, "4242424242424242");
    const paid = (await app.inject({ method: "GET", url: `/v1/checkout/sessions/${id}`, headers: AUTH })).json();
    const subscription = (
      await app.inject({ method: "GET", url: `/v1/subscriptions/${paid.subscription}`, headers: AUTH })
    ).json();
    expect(subscription).toMatchObject({ status: "active", customer: paid.customer, cancel_at_period_end: false });
    expect(subscription.items.data[0].price.id).toBe("price_sandbox_premium");

    const portal = await app.inject({
      method: "POST",
      url: "/v1/billing_portal/sessions",
      headers: { ...AUTH, ...FORM },
      payload: new URLSearchParams({ customer: paid.customer, return_url: `${receiver.origin}/perfil` }).toString(),
    });
    expect(portal.statusCode).toBe(200);
    const pagePath = new URL(portal.json().url).pathname;
    const page = await app.inject({ method: "GET", url: pagePath });
    expect(page.body).toContain("Gestionar suscripción");
    expect(page.body).toContain("Shifu Enterprise");
    expect(page.body).toContain("Cancelar al final del periodo");

    const changed = await app.inject({
      method: "POST",
      url: pagePath,
      headers: FORM,
      payload: "action=change&price=price_sandbox_enterprise",
    });
    expect(changed.statusCode).toBe(303);
    expect(changed.headers.location).toBe(`${receiver.origin}/perfil`);
    const cancelled = await app.inject({ method: "POST", url: pagePath, headers: FORM, payload: "action=cancel" });
    expect(cancelled.statusCode).toBe(303);

    const events = receiver.received.map((delivery) =>
      new Stripe(sandboxStripe.secretKey).webhooks.constructEvent(delivery.body, delivery.signature, WEBHOOK_SECRET),
    );
    expect(events.map((event) => event.type)).toEqual([
      "checkout.session.completed",
      "customer.subscription.updated",
      "customer.subscription.updated",
    ]);
    const renewed = await app.inject({
      method: "POST",
      url: `/__sandbox/stripe/subscriptions/${paid.subscription}/end-period`,
    });
    expect(renewed.json()).toMatchObject({ status: "canceled" });
    expect(events[2]?.data.object).toMatchObject({
      id: paid.subscription,
      status: "active",
      cancel_at_period_end: true,
      items: {
        data: [expect.objectContaining({ price: expect.objectContaining({ id: "price_sandbox_enterprise" }) })],
      },
    });
  });

  it("opens the portal on confirming one change when asked for the subscription_update_confirm flow", async () => {
    const { id } = (await createSession(app, receiver.origin)).json();
    await pay(app, id, "4242424242424242");
    const paid = (await app.inject({ method: "GET", url: `/v1/checkout/sessions/${id}`, headers: AUTH })).json();
    const subscription = (
      await app.inject({ method: "GET", url: `/v1/subscriptions/${paid.subscription}`, headers: AUTH })
    ).json();
    const portal = await app.inject({
      method: "POST",
      url: "/v1/billing_portal/sessions",
      headers: { ...AUTH, ...FORM },
      payload: new URLSearchParams({
        customer: paid.customer,
        return_url: `${receiver.origin}/perfil`,
        "flow_data[type]": "subscription_update_confirm",
        "flow_data[subscription_update_confirm][subscription]": paid.subscription,
        "flow_data[subscription_update_confirm][items][0][id]": subscription.items.data[0].id,
        "flow_data[subscription_update_confirm][items][0][price]": "price_sandbox_enterprise",
      }).toString(),
    });
    const page = await app.inject({ method: "GET", url: new URL(portal.json().url).pathname });
    expect(page.body).toContain("Confirmar el cambio");
    expect(page.body).toContain("parte proporcional");
  });

  it("renews at the end of a period unless set to cancel", async () => {
    const { id } = (await createSession(app, receiver.origin)).json();
    await pay(app, id, "4242424242424242");
    const paid = (await app.inject({ method: "GET", url: `/v1/checkout/sessions/${id}`, headers: AUTH })).json();
    const before = (
      await app.inject({ method: "GET", url: `/v1/subscriptions/${paid.subscription}`, headers: AUTH })
    ).json();
    const renewed = await app.inject({
      method: "POST",
      url: `/__sandbox/stripe/subscriptions/${paid.subscription}/end-period`,
    });
    expect(renewed.json()).toMatchObject({ status: "active" });
    expect(renewed.json().items.data[0].current_period_start).toBe(before.items.data[0].current_period_end);
  });
});
