import { randomUUID } from "node:crypto";
import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { mcpServerTexts } from "@shifu/contract";
import type { McpToolRecord } from "../../db/schema";
import type { AppTool } from "../../integrations/app-tool";
import { readToolTitle, toModelToolName } from "../../integrations/mcp/create-mcp-app-tools";
import { readConversation } from "../assistant/local-engine/read-conversation";
import { readNamedToolCall } from "./read-named-tool-call";

type Reply = { kind: "text"; text: string } | { kind: "call"; toolName: string; input: Record<string, unknown> };

export type McpLocalModelOptions = {
  serverId: string;
  serverName: string;
  tools: readonly McpToolRecord[];
  /** The same tools as the assistant offers them, whose schemas check the arguments read here. */
  appTools: readonly AppTool[];
};

function listToolNames(tools: readonly McpToolRecord[]): string {
  return tools.map((tool) => tool.name).join(", ") || "ninguna";
}

function describeArguments(tool: McpToolRecord): string {
  const properties = Object.keys((tool.inputSchema.properties as Record<string, unknown> | undefined) ?? {});
  const required = new Set((tool.inputSchema.required as string[] | undefined) ?? []);
  if (properties.length === 0) return "no tiene argumentos";
  return properties.map((name) => (required.has(name) ? `${name} (obligatorio)` : name)).join(", ");
}

/** What the call returned, said plainly: the server's text as its own (the stored reply is guarded as any other). */
function answerFromResult(
  options: McpLocalModelOptions,
  prompt: LanguageModelV3CallOptions["prompt"],
): Reply | undefined {
  const step = readConversation(prompt).steps.at(-1);
  if (!step) return undefined;
  const result = step.result;
  const tool = options.tools.find((candidate) => toModelToolName(options.serverId, candidate.name) === step.toolName);
  const title = tool ? readToolTitle(tool) : options.serverName;
  if (!result || result.status === "denied") return { kind: "text", text: `No se ejecutó ${title}.` };
  if (result.status === "approval_required") {
    return {
      kind: "text",
      text: `Necesito tu confirmación para: **${result.summary}**. Pulsa «Confirmar» o «Cancelar».`,
    };
  }
  if (result.status === "error") return { kind: "text", text: result.message };
  if (result.status === "not_connected") return { kind: "text", text: mcpServerTexts.notFound };
  const output = result.output;
  const text = output.kind === "document" ? output.text : output.kind === "done" ? output.message : "";
  return { kind: "text", text: `**${title}** (${options.serverName}):\n\n${text || "Sin resultados."}` };
}

/**
 * The local engine's way into an MCP server: it cannot know what a stranger's tools mean, so it calls one only when
 * the person names it, with the arguments they write after it, and otherwise says that free-form requests need a
 * model. Writes go through the same approval as any tool call, since the call is the assistant's, not this model's.
 */
export function planMcpReply(options: McpLocalModelOptions, callOptions: LanguageModelV3CallOptions): Reply {
  const answered = answerFromResult(options, callOptions.prompt);
  if (answered) return answered;
  const { userText } = readConversation(callOptions.prompt);
  const named = readNamedToolCall(userText, options.tools);
  if (!named) {
    return {
      kind: "text",
      text: `${mcpServerTexts.needsModel(options.serverName)}\n\nHerramientas de ${options.serverName}: ${listToolNames(options.tools)}.`,
    };
  }
  const toolName = toModelToolName(options.serverId, named.tool.name);
  const offered = (callOptions.tools ?? []).some((offeredTool) => offeredTool.name === toolName);
  const checked = options.appTools.find((appTool) => appTool.name === toolName)?.inputSchema.safeParse(named.args);
  if (!offered || callOptions.toolChoice?.type === "none") {
    return { kind: "text", text: mcpServerTexts.unknownTool(options.serverName, listToolNames(options.tools)) };
  }
  if (checked && !checked.success) {
    return {
      kind: "text",
      text: `Faltan datos o no son válidos para ${readToolTitle(named.tool)} («${named.tool.name}»). Sus argumentos: ${describeArguments(named.tool)}. Escríbelos así: «usa la herramienta ${named.tool.name} con clave valor».`,
    };
  }
  return { kind: "call", toolName, input: checked?.success ? (checked.data as Record<string, unknown>) : named.args };
}

export function createMcpLocalModel(options: McpLocalModelOptions): LanguageModelV3 {
  const finishOf = (reply: Reply) =>
    reply.kind === "text"
      ? { unified: "stop" as const, raw: "stop" }
      : { unified: "tool-calls" as const, raw: "tool_calls" };
  const usage = {
    inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 0, text: 0, reasoning: 0 },
  };
  return {
    specificationVersion: "v3",
    provider: "shifu-local",
    modelId: "local-mcp",
    supportedUrls: {},
    doGenerate: async (callOptions) => {
      const reply = planMcpReply(options, callOptions);
      return {
        content:
          reply.kind === "text"
            ? [{ type: "text", text: reply.text }]
            : [
                {
                  type: "tool-call",
                  toolCallId: randomUUID(),
                  toolName: reply.toolName,
                  input: JSON.stringify(reply.input),
                },
              ],
        finishReason: finishOf(reply),
        usage,
        warnings: [],
      };
    },
    doStream: async (callOptions) => {
      const reply = planMcpReply(options, callOptions);
      const parts: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
      if (reply.kind === "text") {
        const id = randomUUID();
        parts.push({ type: "text-start", id }, { type: "text-delta", id, delta: reply.text }, { type: "text-end", id });
      } else {
        parts.push({
          type: "tool-call",
          toolCallId: randomUUID(),
          toolName: reply.toolName,
          input: JSON.stringify(reply.input),
        });
      }
      parts.push({ type: "finish", usage, finishReason: finishOf(reply) });
      return {
        stream: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}
