import { randomUUID } from "node:crypto";
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import type { ServiceKey } from "@shifu/contract";
import type { AppDirectory } from "../../../integrations/app-tool";
import { type LocalEngineOptions, type LocalReply, listDirectoryApps, planLocalReply } from "./plan-local-reply";

export type LocalLanguageModelOptions = Omit<LocalEngineOptions, "directories"> & {
  /** Reads an app's places and people for this turn (the caller keeps one read per app per turn). */
  readDirectory?: (app: ServiceKey) => Promise<AppDirectory | undefined>;
};

/** Rough token counts: the engine has no tokenizer, and words are what it reads and writes. */
function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function measureUsage(callOptions: LanguageModelV3CallOptions, reply: LocalReply): LanguageModelV3Usage {
  const promptWords = callOptions.prompt.reduce(
    (total, message) => total + countWords(JSON.stringify(message.content)),
    0,
  );
  const outputWords = reply.kind === "text" ? countWords(reply.text) : countWords(JSON.stringify(reply.calls));
  return {
    inputTokens: { total: promptWords, noCache: promptWords, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: outputWords, text: reply.kind === "text" ? outputWords : 0, reasoning: 0 },
  };
}

/**
 * The places and people of the apps the message may name. A directory that cannot be read leaves the request as it
 * was written: the read the request asks for will then say what failed.
 */
async function readDirectories(
  engine: LocalEngineOptions,
  prompt: LanguageModelV3Prompt,
  readDirectory: LocalLanguageModelOptions["readDirectory"],
): Promise<Map<ServiceKey, AppDirectory> | undefined> {
  if (!readDirectory) return undefined;
  const read = await Promise.all(
    listDirectoryApps(engine, prompt).map(
      async (app) => [app, await readDirectory(app).catch(() => undefined)] as const,
    ),
  );
  return new Map(read.flatMap(([app, directory]) => (directory ? [[app, directory] as const] : [])));
}

/** Only the tools offered in this call may be called, so a tool missing from the call falls back to words. */
async function answerWithin(
  callOptions: LanguageModelV3CallOptions,
  { readDirectory, ...options }: LocalLanguageModelOptions,
): Promise<LocalReply> {
  const offered = new Set((callOptions.tools ?? []).map((tool) => tool.name));
  const engine = { ...options, tools: options.tools.filter((tool) => offered.has(tool.name)) };
  const directories = await readDirectories(engine, callOptions.prompt, readDirectory);
  return planLocalReply({ ...engine, ...(directories ? { directories } : {}) }, callOptions.prompt, {
    mayCallTools: callOptions.toolChoice?.type !== "none",
  });
}

/** Splits text into word-sized deltas that keep their spacing, so the joined deltas equal the text. */
function splitIntoDeltas(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function toStreamParts(reply: LocalReply, usage: LanguageModelV3Usage): LanguageModelV3StreamPart[] {
  const parts: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
  if (reply.kind === "text") {
    const id = randomUUID();
    parts.push({ type: "text-start", id });
    for (const delta of splitIntoDeltas(reply.text)) parts.push({ type: "text-delta", id, delta });
    parts.push({ type: "text-end", id });
  } else {
    for (const call of reply.calls) {
      parts.push({
        type: "tool-call",
        toolCallId: call.toolCallId,
        toolName: call.toolName,
        input: JSON.stringify(call.input),
      });
    }
  }
  parts.push({
    type: "finish",
    usage,
    finishReason:
      reply.kind === "text" ? { unified: "stop", raw: "stop" } : { unified: "tool-calls", raw: "tool_calls" },
  });
  return parts;
}

function toContent(reply: LocalReply): LanguageModelV3Content[] {
  if (reply.kind === "text") return [{ type: "text", text: reply.text }];
  return reply.calls.map((call) => ({
    type: "tool-call",
    toolCallId: call.toolCallId,
    toolName: call.toolName,
    input: JSON.stringify(call.input),
  }));
}

/**
 * Shifu's local engine as an AI SDK language model: a deterministic Spanish assistant that reads the user's request
 * and answers with words or with calls to the offered tools, so approvals, streaming and storage take the same path
 * as with a real model. It needs no network and no key.
 */
export function createLocalLanguageModel(options: LocalLanguageModelOptions): LanguageModelV3 {
  return {
    specificationVersion: "v3",
    provider: "shifu-local",
    modelId: "local-es",
    supportedUrls: {},
    doGenerate: async (callOptions) => {
      callOptions.abortSignal?.throwIfAborted();
      const reply = await answerWithin(callOptions, options);
      return {
        content: toContent(reply),
        finishReason:
          reply.kind === "text" ? { unified: "stop", raw: "stop" } : { unified: "tool-calls", raw: "tool_calls" },
        usage: measureUsage(callOptions, reply),
        warnings: [],
        response: { modelId: "local-es", timestamp: options.now() },
      };
    },
    doStream: async (callOptions) => {
      const signal = callOptions.abortSignal;
      signal?.throwIfAborted();
      const reply = await answerWithin(callOptions, options);
      const parts = toStreamParts(reply, measureUsage(callOptions, reply));
      let next = 0;
      // One part per pull, yielding between them, so a reader sees words arrive and an abort stops the rest.
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        pull: async (controller) => {
          await new Promise((resolve) => setImmediate(resolve));
          if (signal?.aborted) {
            controller.error(signal.reason ?? new Error("aborted"));
            return;
          }
          const part = parts[next++];
          if (part) controller.enqueue(part);
          else controller.close();
        },
      });
      return { stream };
    },
  };
}
