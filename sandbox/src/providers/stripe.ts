import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sandboxPrices, sandboxStripe } from "../demo-data/stripe-data";
import { renderStripeCheckoutPage, submitStripeCheckoutPage } from "./stripe-checkout-page";
import { createStripeId, type StripeCheckoutSession, StripeStore } from "./stripe-store";

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
  const price = sandboxPrices.find((candidate) => candidate.id === body["line_items[0][price]"]);
  if (!price) return { error: `No such price: '${body["line_items[0][price]"] ?? ""}'`, param: "line_items[0][price]" };
  if (!body.success_url) return { error: "Missing required param: success_url.", param: "success_url" };
  const couponId = body["discounts[0][coupon]"];
  const coupon = couponId ? store.coupons.get(couponId) : undefined;
  if (couponId && !coupon) return { error: `No such coupon: '${couponId}'`, param: "discounts[0][coupon]" };
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
    customer: null,
    customer_email: body.customer_email ?? null,
    subscription: null,
    metadata: readFormObject(body, "metadata"),
    currency: price.currency,
    amount_subtotal: price.unitAmount,
    amount_total: amountTotal,
    discounts: coupon ? [{ coupon: coupon.id }] : [],
    success_url: body.success_url,
    cancel_url: body.cancel_url ?? null,
    created: Math.floor(now / 1000),
    livemode: false,
  };
  store.checkouts.set(id, { session, price });
  return session;
}

/**
 * The Stripe stand-in: the Checkout Session and coupon calls Shifu's server makes, and the hosted checkout page.
 * Stripe's SDK takes a host and port but no base path, so its API answers at the sandbox's root (`/v1/...`) as well
 * as under `/api.stripe.com`, like every other provider.
 */
export function registerStripeRoutes(
  app: FastifyInstance,
  options: { publicUrl?: string; now: () => number },
): StripeStore {
  const store = new StripeStore();
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
      return stored.session;
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
    renderStripeCheckoutPage(reply, store, request.params.id),
  );
  app.post<{ Params: { id: string }; Body: FormBody | undefined }>("/checkout.stripe.com/c/pay/:id", (request, reply) =>
    submitStripeCheckoutPage(reply, store, request.params.id, request.body ?? {}, options.now()),
  );

  app.get("/__sandbox/data/stripe", () => ({
    sessions: [...store.checkouts.values()].map(({ session }) => session),
    events: store.events,
  }));
  return store;
}
