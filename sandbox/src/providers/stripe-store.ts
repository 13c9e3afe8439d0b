import { randomBytes } from "node:crypto";
import type { SandboxPrice } from "../demo-data/stripe-data";

export type StripeCoupon = { id: string; object: "coupon"; percent_off: number; duration: string; valid: true };

export type StripeCheckoutSession = {
  id: string;
  object: "checkout.session";
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  mode: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  currency: "eur";
  amount_subtotal: number;
  amount_total: number;
  discounts: { coupon: string }[];
  success_url: string;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
};

/** Stripe's price object, as a subscription item carries it. */
export type StripePrice = {
  id: string;
  object: "price";
  currency: "eur";
  unit_amount: number;
  recurring: { interval: "month" };
  nickname: string;
};

export type StripeSubscriptionItem = {
  id: string;
  object: "subscription_item";
  price: StripePrice;
  quantity: 1;
  current_period_start: number;
  current_period_end: number;
};

export type StripeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "canceled";
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  items: { object: "list"; data: StripeSubscriptionItem[] };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type StripePortalFlow = { subscription: string; item: string; price: string };

export type StripePortalSession = {
  id: string;
  object: "billing_portal.session";
  customer: string;
  url: string;
  return_url: string;
  /** A subscription_update_confirm flow: the page opens on confirming this change. */
  flow: StripePortalFlow | null;
  created: number;
  livemode: false;
};

/** A session and what it sells; Stripe only shows line items when asked to expand them. */
export type StoredCheckout = { session: StripeCheckoutSession; price: SandboxPrice };

export type StripeSentEvent = { id: string; type: string; objectId: string; webhookUrl: string; delivery: string };

export function createStripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

export function createWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("hex")}`;
}

export function toStripePrice(price: SandboxPrice): StripePrice {
  return {
    id: price.id,
    object: "price",
    currency: price.currency,
    unit_amount: price.unitAmount,
    recurring: { interval: "month" },
    nickname: price.productName,
  };
}

/** The Stripe stand-in's memory: sessions, coupons, subscriptions, portal sessions and the events it sent. */
export class StripeStore {
  readonly checkouts = new Map<string, StoredCheckout>();
  readonly coupons = new Map<string, StripeCoupon>();
  readonly subscriptions = new Map<string, StripeSubscription>();
  readonly portalSessions = new Map<string, StripePortalSession>();
  /** Where each customer's events go: the server that made their first checkout. */
  readonly webhookUrls = new Map<string, string>();
  readonly events: StripeSentEvent[] = [];

  clear(): void {
    this.checkouts.clear();
    this.coupons.clear();
    this.subscriptions.clear();
    this.portalSessions.clear();
    this.webhookUrls.clear();
    this.events.length = 0;
  }
}
