import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { type Approval, integrationMessages, MAIN_CHAT_NAME } from "@shifu/contract";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { approvals, mcpEndpointCalls } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { attachApprovalsToMessage, hashApprovalArgs, toApproval } from "../approvals/approvals.service";
import { proposeWrite } from "../approvals/propose-write";
import { UNTRUSTED_NOTICE } from "../assistant/model-tool-result";
import { runAppTool } from "../assistant/run-app-tool";
import { appendChatMessage } from "../chats/chats.service";
import type { IntegrationsContext } from "../integrations/integrations.service";
import { type EndpointTool, listEndpointTools } from "./list-endpoint-tools";
import type { McpCaller } from "./oauth-server.service";

export type McpEndpointContext = IntegrationsContext & { timeZone: string };

/** How long after the person decided a repeated call still reports that decision, instead of proposing it again. */
export const OUTCOME_WINDOW_MS = 24 * 60 * 60 * 1000;

const INSTRUCTIONS =
  "Herramientas de las apps que la persona conectó a Shifu. Las de solo lectura responden al momento. Las que envían, " +
  "crean, cambian o borran no se ejecutan desde aquí: quedan pendientes hasta que la persona las confirme en el chat " +
  "de Shifu. Para saber el resultado, vuelve a llamar a la misma herramienta con los mismos argumentos.";

function toTitle(tool: EndpointTool): string {
  const firstSentence = tool.appTool.description.split(/(?<=\.)\s/)[0] ?? tool.appTool.name;
  const short = firstSentence.length > 70 ? `${firstSentence.slice(0, 69)}…` : firstSentence;
  return `${tool.appName}: ${short.replace(/\.$/, "")}`;
}

function toInputJsonSchema(tool: EndpointTool): Tool["inputSchema"] {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(tool.appTool.inputSchema, {
    io: "input",
    unrepresentable: "any",
  }) as Record<string, unknown>;
  return { ...schema, type: "object" } as Tool["inputSchema"];
}

export function toMcpTool(tool: EndpointTool): Tool {
  return {
    name: tool.appTool.name,
    title: toTitle(tool),
    description: tool.appTool.writes
      ? `${tool.appTool.description} Necesita la confirmación de la persona en Shifu antes de hacerse.`
      : tool.appTool.description,
    inputSchema: toInputJsonSchema(tool),
    annotations: tool.annotations,
  };
}

function textResult(text: string, extra: Partial<CallToolResult> = {}): CallToolResult {
  return { content: [{ type: "text", text }], ...extra };
}

function describeFailure(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return "el servicio no respondió como esperaba";
}

function linkToChat(context: McpEndpointContext): string {
  return `${context.publicUrl.replace(/\/+$/, "")}/chat`;
}

/** What a write the client asked for has come to, in words for the client's model and a shape for its code. */
function reportApproval(context: McpEndpointContext, approval: Approval, outcome: string | null): CallToolResult {
  const link = linkToChat(context);
  const structured = { status: approval.status, approval_id: approval.id, summary: approval.summary, link };
  switch (approval.status) {
    case "pending":
      return textResult(
        `Pendiente de confirmación en Shifu: «${approval.summary}». La persona debe pulsar «Confirmar» en el chat de ` +
          `Shifu (${link}). Nada se ha hecho todavía. Vuelve a llamar a esta herramienta con los mismos argumentos ` +
          "para saber el resultado.",
        { structuredContent: structured },
      );
    case "approved":
      return textResult(`Confirmado y hecho en Shifu: ${outcome ?? approval.summary}`, {
        structuredContent: { ...structured, status: "done", outcome },
      });
    case "failed":
      return textResult(`Confirmado en Shifu, pero falló: ${outcome ?? approval.summary}`, {
        isError: true,
        structuredContent: { ...structured, outcome },
      });
    case "rejected":
      return textResult(`La persona lo canceló en Shifu: «${approval.summary}». No se hizo nada.`, {
        isError: true,
        structuredContent: { ...structured, status: "refused" },
      });
    case "expired":
      return textResult(`La confirmación caducó sin respuesta: «${approval.summary}». No se hizo nada.`, {
        isError: true,
        structuredContent: structured,
      });
  }
}

/**
 * The last time this person's clients asked for this write with these arguments, if it still speaks for this call:
 * waiting for the person, or decided within the outcome window. An expired one does not: the call proposes it anew.
 */
async function findEarlierCall(
  context: McpEndpointContext,
  input: { userId: string; tool: string; argsHash: string; now: Date },
): Promise<{ approval: Approval; outcome: string | null } | undefined> {
  const [earlier] = await context.db
    .select({ approval: approvals })
    .from(mcpEndpointCalls)
    .innerJoin(approvals, eq(approvals.id, mcpEndpointCalls.approvalId))
    .where(
      and(
        eq(mcpEndpointCalls.userId, input.userId),
        eq(mcpEndpointCalls.tool, input.tool),
        eq(mcpEndpointCalls.argsHash, input.argsHash),
      ),
    )
    .orderBy(desc(mcpEndpointCalls.seq))
    .limit(1);
  if (!earlier) return undefined;
  const approval = toApproval(earlier.approval, input.now);
  if (approval.status === "expired") return undefined;
  const decidedAt = earlier.approval.decidedAt;
  if (approval.status !== "pending" && decidedAt && input.now.getTime() - decidedAt.getTime() > OUTCOME_WINDOW_MS) {
    return undefined;
  }
  return { approval, outcome: earlier.approval.outcome };
}

/**
 * A write from outside never runs here: it becomes the same approval the chat makes (bound to the person, the tool
 * and the arguments' hash), shown as a card in the general chat, and runs only on 'Confirmar' there.
 */
async function proposeOutsideWrite(
  context: McpEndpointContext,
  caller: McpCaller,
  tool: EndpointTool,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const now = new Date();
  const argsHash = hashApprovalArgs(args);
  const earlier = await findEarlierCall(context, { userId: caller.userId, tool: tool.appTool.name, argsHash, now });
  if (earlier) return reportApproval(context, earlier.approval, earlier.outcome);
  const approval = await proposeWrite(context, {
    userId: caller.userId,
    timeZone: context.timeZone,
    chatName: MAIN_CHAT_NAME,
    appTool: tool.appTool,
    proposed: args,
  });
  const message = await appendChatMessage(context.db, {
    userId: caller.userId,
    chatName: MAIN_CHAT_NAME,
    role: "assistant",
    content: [
      `«${caller.clientName}» pide hacer esto en tu nombre:`,
      `- **${approval.summary}**`,
      "",
      "Pulsa «Confirmar» o «Cancelar».",
    ].join("\n"),
  });
  await attachApprovalsToMessage(context.db, [approval.id], message.id);
  await context.db
    .insert(mcpEndpointCalls)
    .values({ userId: caller.userId, tool: tool.appTool.name, argsHash, approvalId: approval.id, createdAt: now });
  return reportApproval(context, approval, null);
}

async function callEndpointTool(
  context: McpEndpointContext,
  caller: McpCaller,
  name: string,
  rawArgs: Record<string, unknown> | undefined,
): Promise<CallToolResult> {
  const tool = (await listEndpointTools(context, caller.userId)).find((candidate) => candidate.appTool.name === name);
  if (!tool) {
    return textResult(`La herramienta «${name}» no existe o su app ya no está conectada a Shifu.`, { isError: true });
  }
  const parsed = tool.appTool.inputSchema.safeParse(rawArgs ?? {});
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "argumentos"}: ${issue.message}`);
    return textResult(`Argumentos no válidos para «${name}»: ${problems.join("; ")}`, { isError: true });
  }
  try {
    if (tool.appTool.writes) return await proposeOutsideWrite(context, caller, tool, parsed.data);
    const output = await runAppTool(
      context,
      { userId: caller.userId, timeZone: context.timeZone },
      tool.appTool,
      parsed.data,
    );
    return textResult(JSON.stringify({ notice: UNTRUSTED_NOTICE, app: tool.appName, output }));
  } catch (error) {
    if (error instanceof AppError && error.message === integrationMessages.notConnected) {
      return textResult(`${tool.appName} no está conectada a Shifu. Conéctala de nuevo en Shifu.`, { isError: true });
    }
    context.logger.warn({ err: error, tool: name }, "an MCP endpoint tool call failed");
    return textResult(`No pude usar ${tool.appName}: ${describeFailure(error)}.`, { isError: true });
  }
}

/**
 * One stateless MCP server for one request of one person: its tools are read from the database when asked, so any
 * instance answers any call and a revoked or disconnected app is gone from the next one. The SDK loads with the first
 * call, not at the server's start.
 */
export async function createEndpointServer(context: McpEndpointContext, caller: McpCaller): Promise<Server> {
  const [{ Server }, { CallToolRequestSchema, ListToolsRequestSchema }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/index.js"),
    import("@modelcontextprotocol/sdk/types.js"),
  ]);
  const server = new Server(
    { name: "shifu", title: "Shifu", version: "1.0.0" },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: (await listEndpointTools(context, caller.userId)).map(toMcpTool),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) =>
    callEndpointTool(context, caller, request.params.name, request.params.arguments),
  );
  return server;
}
