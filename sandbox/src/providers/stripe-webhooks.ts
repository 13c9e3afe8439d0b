import type Stripe from "stripe";
import { sandboxStripe } from "../demo-data/stripe-data";
import { createStripeId, type StripeStore } from "./stripe-store";

let signer: Stripe | undefined;

/**
 * Only the SDK's signing helper is used; it needs no key that reaches anything. The SDK loads with the first event,
 * not with the sandbox, which starts beside Shifu.
 */
async function loadSigner(): Promise<Stripe> {
  if (!signer) {
    const { default: StripeSdk } = await import("stripe");
    signer = new StripeSdk(sandboxStripe.secretKey);
  }
  return signer;
}

export type StripeWebhookSender = (type: string, object: { id: string }, webhookUrl: string) => Promise<void>;

/** Stripe sends its events to the endpoint the account configured; here that is the server the customer came from. */
export function createWebhookSender(store: StripeStore, secret: string, now: () => number): StripeWebhookSender {
  return async (type, object, webhookUrl) => {
    const created = Math.floor(now() / 1000);
    const event = { id: createStripeId("evt"), object: "event", type, created, livemode: false, api_version: null };
    const payload = JSON.stringify({ ...event, data: { object } });
    const signature = (await loadSigner()).webhooks.generateTestHeaderString({ payload, secret, timestamp: created });
    let delivery: string;
    try {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      delivery = `${response.status}`;
    } catch (error) {
      delivery = `failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    store.events.push({ id: event.id, type, objectId: object.id, webhookUrl, delivery });
  };
}
