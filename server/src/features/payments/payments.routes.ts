import {
  CheckoutSessionResponseSchema,
  CreateCheckoutSessionBodySchema,
  paymentMessages,
  StripeWebhookResponseSchema,
} from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import type { Database } from "../../db/database";
import { AppError } from "../../errors/app-error";
import { requireSession, requireSignedIn } from "../sessions/session-plugin";
import type { StripeSettings } from "./create-stripe-client";
import { applyStripeEvent, createCheckoutSession } from "./payments.service";

type PaymentsOptions = { db: Database; settings: StripeSettings; publicUrl: string };

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsOptions> = async (app, { db, settings, publicUrl }) => {
  app.post(
    "/create-checkout-session",
    {
      onRequest: requireSignedIn,
      schema: { body: CreateCheckoutSessionBodySchema, response: { 200: CheckoutSessionResponseSchema } },
    },
    async (request) => {
      const session = requireSession(request);
      const url = await createCheckoutSession(db, settings, {
        userId: session.userId,
        email: session.email,
        plan: request.body.plan,
        discountCode: request.body.discount_code,
        publicUrl,
      });
      return { url };
    },
  );

  // Its own scope, so only this route keeps JSON bodies as the raw bytes the signature was computed over.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    webhook.post("/stripe/webhook", { schema: { response: { 200: StripeWebhookResponseSchema } } }, async (request) => {
      const signature = request.headers["stripe-signature"];
      if (!Buffer.isBuffer(request.body) || typeof signature !== "string") {
        throw new AppError("BAD_REQUEST", { message: paymentMessages.webhookSignatureInvalid });
      }
      let event: Stripe.Event;
      try {
        event = settings.stripe.webhooks.constructEvent(request.body, signature, settings.webhookSecret);
      } catch {
        throw new AppError("BAD_REQUEST", { message: paymentMessages.webhookSignatureInvalid });
      }
      const applied = await applyStripeEvent(db, event);
      return { received: true as const, ignored: !applied };
    });
  });
};
