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
  livemode: false;
};

/** A session and what it sells; Stripe only shows line items when asked to expand them. */
export type StoredCheckout = { session: StripeCheckoutSession; price: SandboxPrice };

export type StripeSentEvent = { id: string; type: string; sessionId: string; webhookUrl: string; delivery: string };

export function createStripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

/** The Stripe stand-in's memory: sessions, coupons and the events it sent. */
export class StripeStore {
  readonly checkouts = new Map<string, StoredCheckout>();
  readonly coupons = new Map<string, StripeCoupon>();
  readonly events: StripeSentEvent[] = [];

  clear(): void {
    this.checkouts.clear();
    this.coupons.clear();
    this.events.length = 0;
  }
}
