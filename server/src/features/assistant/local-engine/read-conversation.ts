import type { LanguageModelV3Prompt, LanguageModelV3ToolResultOutput } from "@ai-sdk/provider";
import { isModelToolResult, type ModelToolResult } from "../model-tool-result";

/** One tool call made since the user's last message, with what it returned. */
export type ToolStep = {
  /** The engine names its calls after the request they serve ('r0-f0-…'), so each request finds its own steps. */
  toolCallId: string;
  toolName: string;
  input: unknown;
  /** Undefined while no result came back; `denied` when the user or the SDK refused to run it. */
  result: ModelToolResult | { status: "denied" } | undefined;
};

export type Conversation = {
  userText: string;
  /** The user's message before the last, for follow-ups ('¿y los de ayer?'). */
  previousUserText?: string;
  /** What the assistant answered to it, where a list it showed or a choice it asked for is read back ('el segundo'). */
  previousAssistantText?: string;
  steps: ToolStep[];
};

function readText(message: LanguageModelV3Prompt[number] | undefined, role: "user" | "assistant"): string {
  if (message?.role !== role) return "";
  return message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
}

function readToolOutput(output: LanguageModelV3ToolResultOutput): ToolStep["result"] {
  switch (output.type) {
    case "json":
      return isModelToolResult(output.value) ? output.value : undefined;
    case "text": {
      try {
        const value: unknown = JSON.parse(output.value);
        return isModelToolResult(value) ? value : { status: "error", message: output.value };
      } catch {
        return { status: "error", message: output.value };
      }
    }
    case "error-text":
      return { status: "error", message: output.value };
    case "error-json":
      return { status: "error", message: "La herramienta falló." };
    case "execution-denied":
      return { status: "denied" };
    default:
      return undefined;
  }
}

/**
 * The user's latest words and the tool calls made since, in order. Only the user's message is ever read as a request;
 * tool results are kept apart as data.
 */
export function readConversation(prompt: LanguageModelV3Prompt): Conversation {
  const lastUser = prompt.findLastIndex((message) => message.role === "user");
  const userText = readText(prompt[lastUser], "user");
  const previousUser = prompt.slice(0, Math.max(lastUser, 0)).findLastIndex((message) => message.role === "user");
  const steps: ToolStep[] = [];
  const byId = new Map<string, ToolStep>();
  for (const message of prompt.slice(lastUser + 1)) {
    if (message.role !== "assistant" && message.role !== "tool") continue;
    for (const part of message.content) {
      if (part.type === "tool-call") {
        const step: ToolStep = {
          toolCallId: part.toolCallId,
          toolName: part.toolName,
          input: part.input,
          result: undefined,
        };
        steps.push(step);
        byId.set(part.toolCallId, step);
      } else if (part.type === "tool-result") {
        const step = byId.get(part.toolCallId);
        if (step) step.result = readToolOutput(part.output);
      }
    }
  }
  if (previousUser < 0) return { userText, steps };
  const answer = prompt
    .slice(previousUser + 1, lastUser)
    .map((message) => readText(message, "assistant"))
    .filter(Boolean)
    .join("\n");
  return {
    userText,
    previousUserText: readText(prompt[previousUser], "user"),
    ...(answer ? { previousAssistantText: answer } : {}),
    steps,
  };
}
