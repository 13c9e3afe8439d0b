import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import type { AssistantKey, ServiceKey } from "@shifu/contract";
import { z } from "zod";
import type { AppDirectory, AppTool, ListedItem } from "../../../../integrations/app-tool";
import { integrationRegistry } from "../../../../integrations/registry";
import { createGeneralTools } from "../../create-general-tools";
import { createRecallKnowledgeTool } from "../../create-recall-knowledge-tool";
import type { ModelToolResult } from "../../model-tool-result";
import { createLocalLanguageModel } from "../create-local-language-model";

/** Monday 23 November 2026, 11:30 in Madrid. */
export const TEST_NOW = new Date("2026-11-23T10:30:00Z");
export const TEST_ZONE = "Europe/Madrid";

/** Every app tool in the registry. */
export function collectTestTools(): AppTool[] {
  return integrationRegistry.flatMap((integration) => integration.tools);
}

export const ALL_APPS = [...new Set(collectTestTools().map((tool) => tool.app))] as ServiceKey[];

/** The tools an assistant is offered: its own app's and Shifu's memory, or every connected app's plus the general ones. */
export function offerTools(assistant: AssistantKey, connectedApps: readonly ServiceKey[]): AppTool[] {
  const appTools = collectTestTools().filter((tool) =>
    assistant === "shifu" ? connectedApps.includes(tool.app as ServiceKey) : tool.app === assistant,
  );
  const readKnowledge = () => Promise.resolve([]);
  if (assistant !== "shifu") return [...appTools, createRecallKnowledgeTool(readKnowledge)];
  return [
    ...appTools,
    ...createGeneralTools(appTools, () => Promise.reject(new Error("no se ejecuta en pruebas")), readKnowledge),
  ];
}

export type EngineStep = { text?: string; toolName?: string; input?: Record<string, unknown> };

/** One model step over a prompt, as the AI SDK would make it. */
export type EngineOptions = {
  assistant?: AssistantKey;
  connectedApps?: readonly ServiceKey[];
  focus?: { app: ServiceKey; item: ListedItem };
  /** The places and people each app's account has, as the provider would list them. */
  directories?: Partial<Record<ServiceKey, AppDirectory>>;
  /** The engine's clock; TEST_NOW when not given. */
  now?: Date;
};

export async function runEngineStep(prompt: LanguageModelV3Prompt, options: EngineOptions = {}): Promise<EngineStep> {
  const assistant = options.assistant ?? "shifu";
  const connectedApps = options.connectedApps ?? ALL_APPS;
  const tools = offerTools(assistant, connectedApps);
  const model = createLocalLanguageModel({
    assistant,
    connectedApps,
    tools,
    now: () => options.now ?? TEST_NOW,
    timeZone: TEST_ZONE,
    focus: options.focus,
    readDirectory: (app) => Promise.resolve(options.directories?.[app]),
  });
  const result = await model.doGenerate({
    prompt,
    tools: tools.map((tool) => ({
      type: "function" as const,
      name: tool.name,
      description: tool.description,
      inputSchema: z.toJSONSchema(tool.inputSchema) as never,
    })),
  });
  const step: EngineStep = {};
  for (const part of result.content) {
    if (part.type === "text") step.text = part.text;
    if (part.type === "tool-call") {
      step.toolName = part.toolName;
      step.input = JSON.parse(part.input) as Record<string, unknown>;
    }
  }
  return step;
}

/** Asks the engine one message and returns its first step. */
export function askLocalEngine(text: string, options: EngineOptions = {}): Promise<EngineStep> {
  return runEngineStep([{ role: "user", content: [{ type: "text", text }] }], options);
}

/** A prompt where the engine called `toolName` with `input` and got `result` back. */
export function promptWithToolResult(
  text: string,
  /** `toolCallId`, when given, names the call as the engine does ('r0-f0-…'), so its stage is known. */
  calls: { toolName: string; input: Record<string, unknown>; result: ModelToolResult; toolCallId?: string }[],
): LanguageModelV3Prompt {
  const prompt: LanguageModelV3Prompt = [{ role: "user", content: [{ type: "text", text }] }];
  calls.forEach((call, index) => {
    const toolCallId = call.toolCallId ?? `call-${index}`;
    prompt.push({
      role: "assistant",
      content: [{ type: "tool-call", toolCallId, toolName: call.toolName, input: call.input }],
    });
    prompt.push({
      role: "tool",
      content: [
        { type: "tool-result", toolCallId, toolName: call.toolName, output: { type: "json", value: call.result } },
      ],
    });
  });
  return prompt;
}
