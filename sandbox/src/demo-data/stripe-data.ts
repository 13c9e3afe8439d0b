/**
 * What Shifu's server knows the sandbox by when no STRIPE_SECRET_KEY is set; server/src/features/payments has the same.
 * The webhook secret is not here: each install makes its own and gives it to the sandbox (stripeWebhookSecret).
 */
export const sandboxStripe = {
  secretKey: "sk_test_sandbox",
} as const;

export type SandboxPrice = { id: string; productName: string; unitAmount: number; currency: "eur" };

/** Monthly subscription prices, in euro cents. */
export const sandboxPrices: readonly SandboxPrice[] = [
  { id: "price_sandbox_premium", productName: "Shifu Premium", unitAmount: 1900, currency: "eur" },
  { id: "price_sandbox_enterprise", productName: "Shifu Enterprise", unitAmount: 4900, currency: "eur" },
];

/** Cards the hosted page knows, as Stripe's test mode has them. */
export const sandboxCards = {
  pays: "4242424242424242",
  declined: "4000000000000002",
} as const;
