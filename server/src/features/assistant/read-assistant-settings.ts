import type { Env } from "../../env";
import { readPlanDailyMessages } from "../plans/read-plan-daily-messages";
import type { AssistantSettings } from "./assistant.service";

/**
 * The assistant's settings from the environment: a configured model when LLM_BASE_URL is set, else the local engine.
 * The AI SDK's provider loads only when a model is configured.
 */
export async function readAssistantSettings(env: Env): Promise<AssistantSettings> {
  return {
    model:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? (await import("./create-configured-model")).createConfiguredModel({
            baseUrl: env.LLM_BASE_URL,
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL,
            connectTimeoutMs: env.LLM_CONNECT_TIMEOUT_MS,
          })
        : undefined,
    dailyMessages: readPlanDailyMessages(env),
    contextTokens: env.ASSISTANT_CONTEXT_TOKENS,
    timeZone: env.ASSISTANT_TIME_ZONE,
    firstTokenTimeoutMs: env.LLM_FIRST_TOKEN_TIMEOUT_MS,
    totalTimeoutMs: env.LLM_TOTAL_TIMEOUT_MS,
  };
}
