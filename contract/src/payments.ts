import { z } from "zod";

// The values without zod live apart, so the browser can draw without it; every schema module offers them too.
export * from "./plain/payments";

/** Only the plan is read: any price or amount a client adds is dropped, since prices come from the server's settings. */
export const CreateCheckoutSessionBodySchema = z.object({
  plan: z.enum(["premium", "enterprise"]),
  discount_code: z.string().trim().min(1).max(32).optional(),
});
export type CreateCheckoutSessionBody = z.infer<typeof CreateCheckoutSessionBodySchema>;

export const CheckoutSessionResponseSchema = z.object({ url: z.url() });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponseSchema>;

/** The customer portal's address: change plan (prorated) or cancel at the end of the period. */
export const PortalSessionResponseSchema = z.object({ url: z.url() });
export type PortalSessionResponse = z.infer<typeof PortalSessionResponseSchema>;

export const StripeWebhookResponseSchema = z.object({ received: z.literal(true), ignored: z.boolean() });
