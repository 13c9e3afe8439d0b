import { z } from "zod";

export const HealthSchema = z.object({ status: z.literal("ok") });
export type Health = z.infer<typeof HealthSchema>;

export const ReadinessSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["up", "down"]),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
