import { z } from "zod";

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

export const paymentMessages = {
  discountCodeInvalid: "El código de descuento no es válido o ya se ha usado.",
  discountCodeReserved:
    "Este código de descuento ya está en otro pago sin terminar. Termínalo, o vuelve a intentarlo en 30 minutos.",
  planAlreadyHeld: "Ya tienes este plan. Para cambiarlo o cancelarlo, usa «Gestionar suscripción» en tu perfil.",
  noSubscription: "No tienes ninguna suscripción que gestionar.",
  manageSubscription: "Gestionar suscripción",
  checkoutUnavailable: "No se ha podido iniciar el pago. Inténtalo de nuevo en unos minutos.",
  webhookSignatureInvalid: "Firma del webhook no válida.",
  processing: "Procesando tu pago...",
  premiumActive: "¡Ya eres Premium!",
  enterpriseActive: "¡Ya eres Enterprise!",
  cancelled: "Pago cancelado",
  stillProcessing: "Tu pago se está procesando. El plan se actualizará en unos minutos.",
} as const;
