import { z } from "zod";

export const PlanSchema = z.enum(["free", "premium", "enterprise"]);
export type Plan = z.infer<typeof PlanSchema>;

/** What POST /login and GET /get_user say about the user's plan; the plan is the effective one (an expired plan reads free). */
export const AccountPlanFieldsSchema = z.object({
  plan: PlanSchema,
  /** ISO date when the paid plan ends, or null for the free plan and for a renewing subscription. */
  plan_expires_at: z.string().nullable(),
  /** Whether a Stripe subscription pays the plan: the profile then offers 'Gestionar suscripción'. */
  subscribed: z.boolean(),
  points: z.number().int(),
  /** Messages the user may send to the assistants per day, by their plan. */
  daily_messages: z.number().int(),
});
export type AccountPlanFields = z.infer<typeof AccountPlanFieldsSchema>;

export const planMessages = {
  premiumRequired: "Esta función es para los planes Premium y Enterprise. Mejora tu plan para usarla.",
  yourPlan: "Tu plan",
  planNames: { free: "Plan gratuito", premium: "Premium", enterprise: "Enterprise" } satisfies Record<Plan, string>,
  /** `date` is already written out in Spanish, e.g. '31 de enero de 2027'. */
  activeUntil: (date: string) => `Activo hasta el ${date}`,
  freePlanLimits: (dailyMessages: number) =>
    `Tienes el plan gratuito: ${dailyMessages} mensajes al día con el asistente.`,
} as const;
