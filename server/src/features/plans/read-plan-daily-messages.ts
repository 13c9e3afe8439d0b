import type { Plan } from "@shifu/contract";
import type { Env } from "../../env";

/** Each plan's daily cap of messages to the assistants. */
export type PlanDailyMessages = Record<Plan, number>;

export function readPlanDailyMessages(env: Env): PlanDailyMessages {
  return {
    free: env.ASSISTANT_DAILY_MESSAGES_FREE,
    premium: env.ASSISTANT_DAILY_MESSAGES_PREMIUM,
    enterprise: env.ASSISTANT_DAILY_MESSAGES_ENTERPRISE,
  };
}
