import {
  CheckoutSessionResponseSchema,
  CreateCheckoutSessionBodySchema,
  PortalSessionResponseSchema,
  paymentMessages,
  StripeWebhookResponseSchema,
} from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import type { Database } from "../../db/database";
import { AppError } from "../../errors/app-error";
import { requireSession, requireSignedIn } from "../sessions/session-plugin";
import type { StripeSettings } from "./create-stripe-client";
import { applyStripeEvent, createCheckoutSession, createPortalSession } from "./payments.service";

/** `loadSettings` brings the Stripe SDK in at the first payment call, and gives the same settings every time. */
type PaymentsOptions = { db: Database; loadSettings: () => Promise<StripeSettings>; publicUrl: string };

/**
 * Stripe checks that a signature is not too old but accepts any date ahead of now; one signed for the future would
 * stay valid for as long as its date is away. A few seconds are allowed for the two clocks.
 */
const FUTURE_SKEW_SECONDS = 5;

function isDatedInFuture(signature: string, now = Date.now()): boolean {
  const timestamp = signature
    .split(",")
    .map((part) => part.split("="))
    .find(([key]) => key === "t")?.[1];
  return Number(timestamp) > Math.floor(now / 1000) + FUTURE_SKEW_SECONDS;
}

/** Stripe being away or refusing a call is an outage for the person, not a server fault. */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { default: Stripe } = await import("stripe");
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError("UNAVAILABLE", { message: paymentMessages.checkoutUnavailable, cause: error });
    }
    throw error;
  }
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsOptions> = async (app, { db, loadSettings, publicUrl }) => {
  app.post(
    "/create-checkout-session",
    {
      onRequest: requireSignedIn,
      schema: { body: CreateCheckoutSessionBodySchema, response: { 200: CheckoutSessionResponseSchema } },
    },
    async (request) => {
      const session = requireSession(request);
      const settings = await loadSettings();
      const url = await callStripe(() =>
        createCheckoutSession(db, settings, {
          userId: session.userId,
          email: session.email,
          plan: request.body.plan,
          discountCode: request.body.discount_code,
          publicUrl,
        }),
      );
      return { url };
    },
  );

  app.post(
    "/create-portal-session",
    { onRequest: requireSignedIn, schema: { response: { 200: PortalSessionResponseSchema } } },
    async (request) => {
      const session = requireSession(request);
      const settings = await loadSettings();
      return { url: await callStripe(() => createPortalSession(db, settings, session.userId, publicUrl)) };
    },
  );

  // Its own scope, so only this route keeps JSON bodies as the raw bytes the signature was computed over.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    webhook.post("/stripe/webhook", { schema: { response: { 200: StripeWebhookResponseSchema } } }, async (request) => {
      const signature = request.headers["stripe-signature"];
      if (!Buffer.isBuffer(request.body) || typeof signature !== "string" || isDatedInFuture(signature)) {
        throw new AppError("BAD_REQUEST", { message: paymentMessages.webhookSignatureInvalid });
      }
      const settings = await loadSettings();
      let event: Stripe.Event;
      try {
        event = settings.stripe.webhooks.constructEvent(request.body, signature, settings.webhookSecret);
      } catch {
        throw new AppError("BAD_REQUEST", { message: paymentMessages.webhookSignatureInvalid });
      }
      const applied = await applyStripeEvent(db, settings, event, request.log);
      return { received: true as const, ignored: !applied };
    });
  });
};
