import { type SandboxPrice, sandboxPrices } from "../demo-data/stripe-data";
import { type StripeStore, type StripeSubscription, toStripePrice } from "./stripe-store";
import type { StripeWebhookSender } from "./stripe-webhooks";

export type SubscriptionChange = { price?: string; cancelAtPeriodEnd?: boolean };

export function findPrice(id: string | undefined): SandboxPrice | undefined {
  return sandboxPrices.find((candidate) => candidate.id === id);
}

/** The customer's subscription that is still running; the portal manages that one. */
export function findActiveSubscription(store: StripeStore, customer: string): StripeSubscription | undefined {
  return [...store.subscriptions.values()].find(
    (subscription) => subscription.customer === customer && subscription.status === "active",
  );
}

/** What the rest of the period costs on the new price less what it would have cost on the old one, in cents. */
export function estimateProration(subscription: StripeSubscription, price: SandboxPrice, now: number): number {
  const item = subscription.items.data[0];
  if (!item) return 0;
  const period = item.current_period_end - item.current_period_start;
  const left = Math.max(0, item.current_period_end - Math.floor(now / 1000));
  return Math.round(((price.unitAmount - item.price.unit_amount) * left) / period);
}

/**
 * A subscription update as Stripe makes it: a new price on its one item (prorated, as Shifu asks) and/or cancelling at
 * the end of the period, then `customer.subscription.updated` to the customer's server. Returns an error text or null.
 */
export async function updateSubscription(
  store: StripeStore,
  subscription: StripeSubscription,
  change: SubscriptionChange,
  sendWebhook: StripeWebhookSender,
): Promise<string | null> {
  if (subscription.status !== "active") return "This subscription is canceled and cannot be updated.";
  const item = subscription.items.data[0];
  if (change.price !== undefined) {
    const price = findPrice(change.price);
    if (!price || !item) return `No such price: '${change.price}'`;
    item.price = toStripePrice(price);
  }
  if (change.cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
  const webhookUrl = store.webhookUrls.get(subscription.customer);
  if (webhookUrl) await sendWebhook("customer.subscription.updated", subscription, webhookUrl);
  return null;
}

/** Ends a subscription now (Stripe's DELETE, or a period that ran out while set to cancel). */
export async function cancelSubscription(
  store: StripeStore,
  subscription: StripeSubscription,
  now: number,
  sendWebhook: StripeWebhookSender,
): Promise<void> {
  Object.assign(subscription, { status: "canceled", canceled_at: Math.floor(now / 1000) });
  const webhookUrl = store.webhookUrls.get(subscription.customer);
  if (webhookUrl) await sendWebhook("customer.subscription.deleted", subscription, webhookUrl);
}

/**
 * The end of the current period, which the stand-in cannot wait a month for: a subscription set to cancel then is
 * deleted, any other renews for another period (Stripe's `customer.subscription.updated`).
 */
export async function endSubscriptionPeriod(
  store: StripeStore,
  subscription: StripeSubscription,
  now: number,
  sendWebhook: StripeWebhookSender,
): Promise<void> {
  if (subscription.status !== "active") return;
  if (subscription.cancel_at_period_end) {
    await cancelSubscription(store, subscription, now, sendWebhook);
    return;
  }
  for (const item of subscription.items.data) {
    const length = item.current_period_end - item.current_period_start;
    item.current_period_start = item.current_period_end;
    item.current_period_end += length;
  }
  await updateSubscription(store, subscription, {}, sendWebhook);
}
