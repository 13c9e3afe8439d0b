import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sandboxStripe } from "../demo-data/stripe-data";
import { expireIfDue, renderStripeCheckoutPage, submitStripeCheckoutPage } from "./stripe-checkout-page";
import { renderStripePortalPage, submitStripePortalPage } from "./stripe-portal-page";
import { createStripeId, type StripeCheckoutSession, type StripePortalSession, StripeStore } from "./stripe-store";
import {
  cancelSubscription,
  endSubscriptionPeriod,
  findActiveSubscription,
  findPrice,
  updateSubscription,
} from "./stripe-subscriptions";
import { createWebhookSender } from "./stripe-webhooks";

type FormBody = Record<string, string>;

/** Stripe's error body: `{ error: { type, message, param? } }`, which the SDK turns into its error classes. */
function sendStripeError(reply: FastifyReply, status: number, message: string, param?: string): FastifyReply {
  return reply.code(status).send({ error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } });
}

function isAuthorized(request: FastifyRequest): boolean {
  return request.headers.authorization === `Bearer ${sandboxStripe.secretKey}`;
}

/** Stripe's form encoding flattens objects as `metadata[key]=value`; this gathers one such object back. */
function readFormObject(body: FormBody, name: string): Record<string, string> {
  const prefix = `${name}[`;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key.startsWith(prefix) && key.endsWith("]"))
      .map(([key, value]) => [key.slice(prefix.length, -1), value]),
  );
}

function readOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.headers.host ?? "127.0.0.1"}`).replace(/\/+$/, "");
}

function createSession(
  store: StripeStore,
  body: FormBody,
  origin: string,
  now: number,
): StripeCheckoutSession | { error: string; param: string } {
  const price = findPrice(body["line_items[0][price]"]);
  if (!price) return { error: `No such price: '${body["line_items[0][price]"] ?? ""}'`, param: "line_items[0][price]" };
  if (!body.success_url) return { error: "Missing required param: success_url.", param: "success_url" };
  const couponId = body["discounts[0][coupon]"];
  const coupon = couponId ? store.coupons.get(couponId) : undefined;
  if (couponId && !coupon) return { error: `No such coupon: '${couponId}'`, param: "discounts[0][coupon]" };
  const created = Math.floor(now / 1000);
  // Stripe takes 30 minutes to 24 hours, 24 hours by default.
  const expiresAt = body.expires_at === undefined ? created + 86_400 : Number(body.expires_at);
  if (!Number.isInteger(expiresAt) || expiresAt < created + 1_800 || expiresAt > created + 86_400) {
    return { error: "The expires_at timestamp must be between 30 minutes and 24 hours from now.", param: "expires_at" };
  }
  const id = createStripeId("cs_test");
  const amountTotal = Math.round((price.unitAmount * (100 - (coupon?.percent_off ?? 0))) / 100);
  const session: StripeCheckoutSession = {
    id,
    object: "checkout.session",
    url: `${origin}/checkout.stripe.com/c/pay/${id}`,
    status: "open",
    payment_status: "unpaid",
    mode: body.mode ?? "payment",
    client_reference_id: body.client_reference_id ?? null,
    customer: body.customer ?? null,
    customer_email: body.customer_email ?? null,
    subscription: null,
    metadata: readFormObject(body, "metadata"),
    currency: price.currency,
    amount_subtotal: price.unitAmount,
    amount_total: amountTotal,
    discounts: coupon ? [{ coupon: coupon.id }] : [],
    success_url: body.success_url,
    cancel_url: body.cancel_url ?? null,
    created,
    expires_at: expiresAt,
    livemode: false,
  };
  store.checkouts.set(id, { session, price });
  return session;
}

function createPortalSession(
  store: StripeStore,
  body: FormBody,
  origin: string,
  now: number,
): StripePortalSession | { error: string; param: string } {
  const customer = body.customer ?? "";
  const subscription = findActiveSubscription(store, customer);
  if (!subscription) return { error: `No such customer: '${customer}'`, param: "customer" };
  const returnUrl = body.return_url;
  if (!returnUrl) return { error: "Missing required param: return_url.", param: "return_url" };
  let flow: StripePortalSession["flow"] = null;
  if (body["flow_data[type]"] === "subscription_update_confirm") {
    const prefix = "flow_data[subscription_update_confirm]";
    const confirm = {
      subscription: body[`${prefix}[subscription]`] ?? "",
      item: body[`${prefix}[items][0][id]`] ?? "",
      price: body[`${prefix}[items][0][price]`] ?? "",
    };
    if (confirm.subscription !== subscription.id || !findPrice(confirm.price)) {
      return { error: "Invalid flow_data[subscription_update_confirm].", param: "flow_data" };
    }
    flow = confirm;
  }
  const id = createStripeId("bps");
  const portal: StripePortalSession = {
    id,
    object: "billing_portal.session",
    customer,
    url: `${origin}/billing.stripe.com/p/session/${id}`,
    return_url: returnUrl,
    flow,
    created: Math.floor(now / 1000),
    livemode: false,
  };
  store.portalSessions.set(id, portal);
  return portal;
}

/**
 * The Stripe stand-in: the Checkout Session, coupon, subscription and customer portal calls Shifu's server makes, the
 * hosted checkout page and the portal page.
 * Stripe's SDK takes a host and port but no base path, so its API answers at the sandbox's root (`/v1/...`) as well
 * as under `/api.stripe.com`, like every other provider.
 */
export function registerStripeRoutes(
  app: FastifyInstance,
  options: { publicUrl?: string; now: () => number; webhookSecret: string },
): StripeStore {
  const store = new StripeStore();
  const sendWebhook = createWebhookSender(store, options.webhookSecret, options.now);
  // The sandbox's reset forgets everything it remembers; this state lives outside SandboxState.
  app.addHook("onRequest", async (request) => {
    if (request.method === "POST" && request.url === "/__sandbox/reset") store.clear();
  });

  for (const base of ["", "/api.stripe.com"]) {
    app.post<{ Body: FormBody | undefined }>(`${base}/v1/checkout/sessions`, (request, reply) => {
      if (!isAuthorized(request)) return sendStripeError(reply, 401, "Invalid API Key provided.");
      const created = createSession(store, request.body ?? {}, readOrigin(request, options.publicUrl), options.now());
      if ("error" in created) return sendStripeError(reply, 400, created.error, created.param);
      return created;
    });

    app.get<{ Params: { id: string } }>(`${base}/v1/checkout/sessions/:id`, (request, reply) => {
      if (!isAuthorized(request)) return sendStripeError(reply, 401, "Invalid API Key provided.");
      const stored = store.checkouts.get(request.params.id);
      if (!stored) return sendStripeError(reply, 404, `No such checkout.session: '${request.params.id}'`, "id");
      expireIfDue(stored, options.now());
      return stored.session;
    });

    app.post<{ Params: { id: string } }>(`${base}/v1/checkout/sessions/:id/expire`, async (request, reply) => {
      if (!isAuthorized(request)) return sendStripeError(reply, 401, "Invalid API Key provided.");
      const stored = store.checkouts.get(request.params.id);
      if (!stored) return sendStripeError(reply, 404, `No such checkout.session: '${request.params.id}'`, "id");
      expireIfDue(stored, options.now());
      if (stored.session.status !== "open") {
        return sendStripeError(reply, 400, `Only Checkout Sessions with a status of open can be expired.`);
      }
      Object.assign(stored.session, { status: "expired", url: null });
      await sendWebhook(
        "checkout.session.expired",
        stored.session,
        `${new URL(stored.session.success_url).origin}/stripe/webhook`,
      );
      return stored.session;
    });

    app.get<{ Params: { id: string } }>(`${base}/v1/subscriptions/:id`, (request, reply) => {
      if (!isAuthorized(request)) return sendStripeError(reply, 401, "Invalid API Key provided.");
      const subscription = store.subscriptions.get(request.params.id);
      if (!subscription) return sendStripeError(reply, 404, `No such subscription: '${request.params.id}'`, "id");
      return subscription;
    });

    app.post<{ Params: { id: string }; Body: FormBody | undefined }>(
      `${base}/v1/subscriptions/:id`,
      async (request, reply) => {
        if (!isAuthorized(request)) return sendStripeError(reply, 401, "Invalid API Key provided.");
        const subscription = store.subscriptions.get(request.params.id);
        if (!subscription) return sendStripeError(reply, 404, `No such subscription: '${request.params.id}'`, "id");
        const body = request.body ?? {};
        const item = body["items[0][id]"];
        if (item !== undefined && item !== subscription.items.data[0]?.id) {
          return sendStripeError(reply, 400, `No such subscription item: '${item}'`, "items[0][id]");
        }
        const cancel = body.cancel_at_period_end;
        const error = await updateSubscription(
          store,
          subscription,
          {
            price: body["items[0][price]"],
            cancelAtPeriodEnd: cancel === undefined ? undefined : cancel === "true",
          },
          sendWebhook,
        );
        if (error) return sendStripeError(reply, 400, error);
        return subscription;
      },
    );

    app.delete<{ Params: { id: string } }>(`${base}/v1/subscriptions/:id`, async (request, reply) => {
      if (!isAuthorized(request)) return sendStripeError(reply, 401, "Invalid API Key provided.");
      const subscription = store.subscriptions.get(request.params.id);
      if (!subscription) return sendStripeError(reply, 404, `No such subscription: '${request.params.id}'`, "id");
      if (subscription.status === "active") await cancelSubscription(store, subscription, options.now(), sendWebhook);
      return subscription;
    });

    app.post<{ Body: FormBody | undefined }>(`${base}/v1/billing_portal/sessions`, (request, reply) => {
      if (!isAuthorized(request)) return sendStripeError(reply, 401, "Invalid API Key provided.");
      const created = createPortalSession(
        store,
        request.body ?? {},
        readOrigin(request, options.publicUrl),
        options.now(),
      );
      if ("error" in created) return sendStripeError(reply, 400, created.error, created.param);
      return created;
    });

    app.post<{ Body: FormBody | undefined }>(`${base}/v1/coupons`, (request, reply) => {
      if (!isAuthorized(request)) return sendStripeError(reply, 401, "Invalid API Key provided.");
      const percentOff = Number(request.body?.percent_off);
      if (!Number.isFinite(percentOff) || percentOff <= 0 || percentOff > 100) {
        return sendStripeError(reply, 400, "Invalid percent_off: must be between 0 and 100.", "percent_off");
      }
      const coupon = {
        id: createStripeId("coupon"),
        object: "coupon" as const,
        percent_off: percentOff,
        duration: request.body?.duration ?? "once",
        valid: true as const,
      };
      store.coupons.set(coupon.id, coupon);
      return coupon;
    });
  }

  app.get<{ Params: { id: string } }>("/checkout.stripe.com/c/pay/:id", (request, reply) =>
    renderStripeCheckoutPage(reply, store, request.params.id, options.now()),
  );
  app.post<{ Params: { id: string }; Body: FormBody | undefined }>("/checkout.stripe.com/c/pay/:id", (request, reply) =>
    submitStripeCheckoutPage(reply, store, request.params.id, request.body ?? {}, options.now(), sendWebhook),
  );
  app.get<{ Params: { id: string } }>("/billing.stripe.com/p/session/:id", (request, reply) =>
    renderStripePortalPage(reply, store, request.params.id, options.now()),
  );
  app.post<{ Params: { id: string }; Body: FormBody | undefined }>(
    "/billing.stripe.com/p/session/:id",
    (request, reply) => submitStripePortalPage(reply, store, request.params.id, request.body ?? {}, sendWebhook),
  );

  // Stands in for a month passing: the subscription renews, or ends if it was set to cancel at the period's end.
  app.post<{ Params: { id: string } }>("/__sandbox/stripe/subscriptions/:id/end-period", async (request, reply) => {
    const subscription = store.subscriptions.get(request.params.id);
    if (!subscription) return sendStripeError(reply, 404, `No such subscription: '${request.params.id}'`, "id");
    await endSubscriptionPeriod(store, subscription, options.now(), sendWebhook);
    return subscription;
  });

  app.get("/__sandbox/data/stripe", () => ({
    sessions: [...store.checkouts.values()].map(({ session }) => session),
    subscriptions: [...store.subscriptions.values()],
    events: store.events,
  }));
  return store;
}
