import type { Plan } from "../plans";

export const planMessages = {
  premiumRequired: "Esta función es para los planes Premium y Enterprise. Mejora tu plan para usarla.",
  yourPlan: "Tu plan",
  planNames: { free: "Plan gratuito", premium: "Premium", enterprise: "Enterprise" } satisfies Record<Plan, string>,
  /** `date` is already written out in Spanish, e.g. '31 de enero de 2027'. */
  activeUntil: (date: string) => `Activo hasta el ${date}`,
  freePlanLimits: (dailyMessages: number) =>
    `Tienes el plan gratuito: ${dailyMessages} mensajes al día con el asistente.`,
} as const;
