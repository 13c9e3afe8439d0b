import type {
  CheckoutSessionResponse,
  CreateCheckoutSessionBody,
  PortalSessionResponse,
} from "@shifu/contract/payments";
import { callApi } from "../../shared/api-client";

export function createCheckoutSession(body: CreateCheckoutSessionBody) {
  return callApi<CheckoutSessionResponse>({
    method: "POST",
    path: "/create-checkout-session",
    json: body,
  });
}

/** Stripe's customer portal for the user's subscription: change plan (prorated) or cancel at the period's end. */
export function createPortalSession() {
  return callApi<PortalSessionResponse>({ method: "POST", path: "/create-portal-session", json: {} });
}
