import { z } from "zod";

export const PlanSchema = z.enum(["free", "premium", "enterprise"]);
export type Plan = z.infer<typeof PlanSchema>;

export const planMessages = {
  premiumRequired: "Esta función es para los planes Premium y Enterprise. Mejora tu plan para usarla.",
} as const;
