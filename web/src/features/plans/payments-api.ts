import { CheckoutSessionResponseSchema, type CreateCheckoutSessionBody } from "@shifu/contract/payments";
import { callApi } from "../../shared/api-client";

export function createCheckoutSession(body: CreateCheckoutSessionBody) {
  return callApi({
    method: "POST",
    path: "/create-checkout-session",
    schema: CheckoutSessionResponseSchema,
    json: body,
  });
}
