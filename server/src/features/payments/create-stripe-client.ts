import type Stripe from "stripe";
import type { Env } from "../../env";
import { loadWebhookSecret } from "./load-webhook-secret";

/** The sandbox's Stripe stand-in answers to these; they are fixed in sandbox/src/demo-data/stripe-data.ts as well. */
const SANDBOX_STRIPE = {
  secretKey: "sk_test_sandbox",
  prices: { premium: "price_sandbox_premium", enterprise: "price_sandbox_enterprise" },
} as const;

export type StripeSettings = {
  stripe: Stripe;
  webhookSecret: string;
  prices: { premium: string; enterprise: string };
};

/**
 * Real Stripe when STRIPE_SECRET_KEY is set; otherwise the provider sandbox, as for the other providers, with this
 * install's own webhook secret (loadWebhookSecret). The SDK has no base path setting, so the sandbox serves Stripe's
 * paths at its root and the SDK only gets its host and port. The SDK is imported here, at the first payment call,
 * rather than at start: most starts never take a payment (issue 25, start-up).
 */
export async function createStripeClient(
  env: Pick<
    Env,
    | "STRIPE_SECRET_KEY"
    | "STRIPE_WEBHOOK_SECRET"
    | "STRIPE_PRICE_PREMIUM"
    | "STRIPE_PRICE_ENTERPRISE"
    | "SANDBOX_URL"
    | "SANDBOX_PORT"
    | "DATA_DIR"
  >,
): Promise<StripeSettings> {
  const { default: Stripe } = await import("stripe");
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_PREMIUM && env.STRIPE_PRICE_ENTERPRISE) {
    return {
      stripe: new Stripe(env.STRIPE_SECRET_KEY),
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      prices: { premium: env.STRIPE_PRICE_PREMIUM, enterprise: env.STRIPE_PRICE_ENTERPRISE },
    };
  }
  const sandbox = new URL(env.SANDBOX_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`);
  const protocol = sandbox.protocol === "https:" ? "https" : "http";
  return {
    stripe: new Stripe(SANDBOX_STRIPE.secretKey, {
      host: sandbox.hostname,
      port: sandbox.port || (protocol === "https" ? 443 : 80),
      protocol,
      maxNetworkRetries: 0,
    }),
    webhookSecret: loadWebhookSecret({ configured: env.STRIPE_WEBHOOK_SECRET, dataDir: env.DATA_DIR }),
    prices: SANDBOX_STRIPE.prices,
  };
}
