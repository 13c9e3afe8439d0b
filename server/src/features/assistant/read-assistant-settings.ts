import type { Env } from "../../env";
import { readPlanDailyMessages } from "../plans/read-plan-daily-messages";
import type { AssistantSettings } from "./assistant.service";
import { createConfiguredModel } from "./create-configured-model";

/** The assistant's settings from the environment: a configured model when LLM_BASE_URL is set, else the local engine. */
export function readAssistantSettings(env: Env): AssistantSettings {
  return {
    model:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? createConfiguredModel({
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
