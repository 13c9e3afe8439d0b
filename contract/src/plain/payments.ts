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
