import {
  CheckoutSessionResponseSchema,
  type CreateCheckoutSessionBody,
  PortalSessionResponseSchema,
} from "@shifu/contract/payments";
import { callApi } from "../../shared/api-client";

export function createCheckoutSession(body: CreateCheckoutSessionBody) {
  return callApi({
    method: "POST",
    path: "/create-checkout-session",
    schema: CheckoutSessionResponseSchema,
    json: body,
  });
}

/** Stripe's customer portal for the user's subscription: change plan (prorated) or cancel at the period's end. */
export function createPortalSession() {
  return callApi({ method: "POST", path: "/create-portal-session", schema: PortalSessionResponseSchema, json: {} });
}
