import { z } from "zod";

// The values without zod live apart, so the browser can draw without it; every schema module offers them too.
export * from "./plain/plans";

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
