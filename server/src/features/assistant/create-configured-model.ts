import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV3 } from "@ai-sdk/provider";

export type ConfiguredModelSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  connectTimeoutMs: number;
};

/**
 * A fetch that gives up when the model server has not answered with headers in time. Once the answer starts, the
 * stream's own timeouts (first token, total) take over, so the timer stops here.
 */
export function createFetchWithConnectTimeout(connectTimeoutMs: number): typeof fetch {
  return async (input, init) => {
    const connect = new AbortController();
    const timer = setTimeout(
      () => connect.abort(new Error(`El modelo no respondió en ${connectTimeoutMs} ms`)),
      connectTimeoutMs,
    );
    const signal = init?.signal ? AbortSignal.any([init.signal, connect.signal]) : connect.signal;
    try {
      return await fetch(input, { ...init, signal });
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp, LM Studio) through the AI SDK's provider. */
export function createConfiguredModel(settings: ConfiguredModelSettings): LanguageModelV3 {
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: settings.baseUrl.replace(/\/+$/, ""),
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    includeUsage: true,
    fetch: createFetchWithConnectTimeout(settings.connectTimeoutMs),
  });
  return provider.chatModel(settings.model);
}
