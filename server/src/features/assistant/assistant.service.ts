import type { LanguageModelV3 } from "@ai-sdk/provider";
import {
  type Approval,
  type AssistantKey,
  type ChatName,
  chatMessages as chatTexts,
  integrationMessages,
  type ServiceKey,
} from "@shifu/contract";
import type { ToolSet, UIMessageChunk } from "ai";
import { AppError } from "../../errors/app-error";
import type { AppTool, ListedItem, ToolOutput } from "../../integrations/app-tool";
import type { McpServerApp } from "../../integrations/mcp/create-mcp-app-tools";
import type { ProviderApi } from "../../integrations/provider-api";
import { findIntegration } from "../../integrations/registry";
import { attachApprovalsToMessage } from "../approvals/approvals.service";
import { proposeWrite } from "../approvals/propose-write";
import { appendChatMessage } from "../chats/chats.service";
import type { IntegrationsContext } from "../integrations/integrations.service";
import { createMcpLocalModel } from "../mcp-servers/create-mcp-local-model";
import { listMcpServerApps } from "../mcp-servers/mcp-servers.service";
import { namesServerTool } from "../mcp-servers/read-named-tool-call";
import { readEffectivePlan } from "../plans/plans.service";
import type { PlanDailyMessages } from "../plans/read-plan-daily-messages";
import { listKnowledgeItems } from "../training/knowledge-store";
import { buildModelContext } from "./build-model-context";
import { composeSystemPrompt } from "./compose-system-prompt";
import { createGeneralTools } from "./create-general-tools";
import { createRecallKnowledgeTool } from "./create-recall-knowledge-tool";
import { consumeDailyMessage } from "./daily-message-cap";
import { describeToolFailure } from "./describe-tool-failure";
import { createReplyGuard } from "./guard-reply-text";
import { loadAiSdk } from "./load-ai-sdk";
import { createLocalLanguageModel } from "./local-engine/create-local-language-model";
import { type ModelToolResult, UNTRUSTED_NOTICE } from "./model-tool-result";
import { createDirectoryReader } from "./read-app-directory";
import {
  describeMoreTools,
  findRecentApps,
  MORE_TOOLS_DESCRIPTION,
  MORE_TOOLS_NAME,
  MoreToolsInputSchema,
  routeModelTools,
  type ToolRoute,
} from "./route-model-tools";
import { listConnectedApps, runAppTool } from "./run-app-tool";
import { shapeReplyStream } from "./shape-reply-stream";
import { recordReplyOutcome, storeUserMessage } from "./store-user-message";
import { compactToolTrace, readRecentToolTraces, type ToolTraceEntry } from "./tool-trace";

/** Tool calls and answers per turn: enough to find a mail and then propose trashing it, bounded so a loop ends. */
export const MAX_STEPS = 5;

export type AssistantSettings = {
  /** The configured OpenAI-compatible model; without one, the local engine answers. */
  model: LanguageModelV3 | undefined;
  /** The daily cap by plan; a user's cap is that of their effective plan. */
  dailyMessages: PlanDailyMessages;
  contextTokens: number;
  timeZone: string;
  firstTokenTimeoutMs: number;
  totalTimeoutMs: number;
};

export type AssistantContext = IntegrationsContext & { settings: AssistantSettings };

/** What a request is about when it comes from a notification card: that app's item, as its tools list it. */
export type AssistantFocus = { app: ServiceKey; item: ListedItem; notificationId: string };

export type ChatTurnResult = {
  /** The stored reply: all the text generated, also when the browser left before the end. */
  message: string;
  approvals: Approval[];
  /** The model failed, timed out or the server shut down: a partial text is not stored as an answer. */
  failed: boolean;
};

export type ChatTurn = {
  /** The AI SDK UI message stream: text deltas, tool parts, approval requests. */
  stream: ReadableStream<UIMessageChunk>;
  /** Settles once the reply is stored. */
  result: Promise<ChatTurnResult>;
};

/** General tools reach the apps through the app tools; a provider call of their own would be a mistake. */
/** Time after the turn's own timeouts to store its reply, before a reply not stored reads as failed. */
const REPLY_STORE_MARGIN_MS = 30_000;

const NO_PROVIDER_API: ProviderApi = {
  request: () => Promise.reject(new Error("Las herramientas generales no llaman a ningún proveedor")),
};

/** The tools of the app assistant's own app, or of every connected app for the general assistant. */
function collectAppTools(assistant: AssistantKey, connectedApps: readonly ServiceKey[]): AppTool[] {
  const apps = assistant === "shifu" ? connectedApps : connectedApps.filter((app) => app === assistant);
  return apps.flatMap((app) => findIntegration(app)?.tools ?? []);
}

/** Said at the end of every reply that proposed a write, whatever the model wrote: nothing is done until confirmed. */
function summarizeApprovals(approvals: readonly Approval[]): string {
  return [
    "Necesito tu confirmación para:",
    ...approvals.map((approval) => `- **${approval.summary}**`),
    "Pulsa «Confirmar» o «Cancelar».",
  ].join("\n");
}

/**
 * One chat turn: the user's message is stored first (so it is kept whatever happens next), then the model answers
 * over the server's own history with the tools of the apps the user connected. Reads run at once; writes become
 * approvals. The reply is stored when the model finishes, fails or is aborted.
 */
export async function startChatTurn(
  context: AssistantContext,
  input: {
    userId: string;
    assistantKey: AssistantKey;
    chatName: ChatName;
    content: string;
    signal: AbortSignal;
    /** Aborted when the server shuts down: the reply then ends as a failure the client can retry elsewhere. */
    shutdown?: AbortSignal;
    /** The item the request is about (a notification card's custom action), and its notification. */
    focus?: AssistantFocus;
    /** The chat is a connected MCP server's (features/mcp-servers): its tools are the only app tools. */
    mcpApp?: McpServerApp & { appTools: AppTool[] };
  },
): Promise<ChatTurn> {
  const { settings } = context;
  const content = input.content.trim();
  if (!content) throw new AppError("BAD_REQUEST", { message: chatTexts.emptyMessage });
  const [{ createUIMessageStream, stepCountIs, streamText, tool }, { plan }] = await Promise.all([
    loadAiSdk(),
    readEffectivePlan(context.db, input.userId),
  ]);
  await consumeDailyMessage(context.db, input.userId, settings.dailyMessages[plan]);
  // Past every timeout of this turn, with room to store the reply: by then a reply not stored never will be.
  const replyDeadline = new Date(Date.now() + settings.totalTimeoutMs + REPLY_STORE_MARGIN_MS);
  const userMessage = await storeUserMessage(
    context.db,
    { userId: input.userId, chatName: input.chatName, content },
    replyDeadline,
  );

  const connectedApps = await listConnectedApps(context, input.userId);
  const identity = { userId: input.userId, timeZone: settings.timeZone };
  // The general chat reaches the person's MCP servers too: a model gets their tools with the apps'; the local engine,
  // which cannot know what a stranger's tool means, only when the message names a tool and its server.
  const mcpApps = input.assistantKey === "shifu" && !input.mcpApp ? await listMcpServerApps(context, input.userId) : [];
  const mcpApp =
    input.mcpApp ?? (settings.model ? undefined : mcpApps.find((app) => namesServerTool(content, app.name, app.tools)));
  const appTools = mcpApp
    ? mcpApp.appTools
    : [
        ...collectAppTools(input.assistantKey, connectedApps),
        ...(settings.model ? mcpApps.flatMap((app) => app.appTools) : []),
      ];
  const runTool = (appTool: AppTool, args: Record<string, unknown>) => runAppTool(context, identity, appTool, args);
  // Read at every turn and at every call, never cached: an item the user deleted must be forgotten at once.
  const readKnowledge = () => listKnowledgeItems(context.db, input.userId);
  const generalTools =
    input.assistantKey === "shifu" && !mcpApp
      ? createGeneralTools(appTools, runTool, readKnowledge)
      : [createRecallKnowledgeTool(readKnowledge)];
  const tools = [...appTools, ...generalTools];
  // A configured model is offered only the tools the request can concern; the local engine chooses among all itself.
  const route: ToolRoute | undefined = settings.model
    ? routeModelTools({
        request: content,
        appTools,
        generalTools,
        recentApps: findRecentApps(
          await readRecentToolTraces(context.db, { userId: input.userId, chatName: input.chatName, replies: 3 }),
        ),
        focusApp: input.focus?.app,
      })
    : undefined;
  const system = composeSystemPrompt({
    assistant: input.assistantKey,
    connectedApps,
    now: new Date(),
    timeZone: settings.timeZone,
    focus: input.focus,
    knowledge: await readKnowledge(),
    canWiden: route?.canWiden ?? false,
    mcpAppName: mcpApp?.name,
  });
  const messages = await buildModelContext(context.db, {
    userId: input.userId,
    chatName: input.chatName,
    tokenBudget: settings.contextTokens,
    systemPrompt: system,
    toolTokens: route?.reservedTokens ?? 0,
  });
  const model =
    settings.model ??
    (mcpApp &&
      createMcpLocalModel({
        serverId: mcpApp.id,
        serverName: mcpApp.name,
        tools: mcpApp.tools,
        appTools: mcpApp.appTools,
      })) ??
    createLocalLanguageModel({
      assistant: input.assistantKey,
      connectedApps,
      tools,
      now: () => new Date(),
      timeZone: settings.timeZone,
      focus: input.focus,
      readDirectory: createDirectoryReader(context, identity),
    });

  const approvals = new Map<string, Approval>();
  const trace: ToolTraceEntry[] = [];
  const writes = new Set(tools.filter((appTool) => appTool.writes).map((appTool) => appTool.name));
  const isWrite = (toolName: string) => writes.has(toolName);
  // The stored reply is guarded as the streamed one is, from the same chunks, so a reload shows what was read.
  const storedReply = createReplyGuard({ isWrite });

  /** Runs one call and keeps it, in call order, for the next turns' context. */
  async function traceCall(
    toolName: string,
    args: Record<string, unknown>,
    run: () => Promise<ModelToolResult>,
  ): Promise<ModelToolResult> {
    const entry: ToolTraceEntry = { tool: toolName, input: args, result: undefined };
    trace.push(entry);
    const result = await run();
    entry.result = result;
    return result;
  }

  async function proposeWriteForModel(appTool: AppTool, proposed: Record<string, unknown>): Promise<ModelToolResult> {
    const approval = await proposeWrite(context, {
      ...identity,
      chatName: input.chatName,
      appTool,
      proposed,
      notificationId: input.focus?.notificationId,
    });
    approvals.set(approval.id, approval);
    return { status: "approval_required", approvalId: approval.id, summary: approval.summary };
  }

  async function runForModel(appTool: AppTool, args: Record<string, unknown>): Promise<ModelToolResult> {
    try {
      if (appTool.writes) return await proposeWriteForModel(appTool, args);
      const output: ToolOutput =
        appTool.app === "shifu"
          ? await appTool.execute({ api: NO_PROVIDER_API, now: new Date(), timeZone: settings.timeZone }, args)
          : await runTool(appTool, args);
      return { status: "ok", notice: UNTRUSTED_NOTICE, output };
    } catch (error) {
      if (error instanceof AppError && error.message === integrationMessages.notConnected) {
        return { status: "not_connected", app: appTool.app as ServiceKey };
      }
      context.logger.warn({ err: error, tool: appTool.name }, "a tool call failed");
      return describeToolFailure(error, appTool.app);
    }
  }

  const toolSet: ToolSet = Object.fromEntries(
    tools.map((appTool) => [
      appTool.name,
      tool({
        description: appTool.description,
        inputSchema: appTool.inputSchema,
        execute: (args: Record<string, unknown>) => traceCall(appTool.name, args, () => runForModel(appTool, args)),
      }),
    ]),
  );
  if (route?.canWiden) {
    toolSet[MORE_TOOLS_NAME] = tool({
      description: MORE_TOOLS_DESCRIPTION,
      inputSchema: MoreToolsInputSchema,
      execute: (args) =>
        traceCall(MORE_TOOLS_NAME, args, async () => ({
          status: "ok",
          notice: UNTRUSTED_NOTICE,
          output: { kind: "done", message: describeMoreTools(route, appTools, args.app, connectedApps) },
        })),
    });
  }

  let failed = false;
  let settled: Promise<ChatTurnResult> | undefined;
  let resolveResult: (result: ChatTurnResult) => void = () => {};
  const result = new Promise<ChatTurnResult>((resolve) => {
    resolveResult = resolve;
  });

  /**
   * The reply's last words: the pending approvals, unless the reply already names each one and «Confirmar» (the local
   * engine's does), or a plain 'I could not' when nothing was said.
   */
  function closeReply(answer: string): string | undefined {
    const proposed = [...approvals.values()];
    const stated = answer.includes("«Confirmar»") && proposed.every((approval) => answer.includes(approval.summary));
    if (proposed.length > 0) return stated ? undefined : summarizeApprovals(proposed);
    return answer ? undefined : chatTexts.noAnswer;
  }

  async function storeReply(): Promise<ChatTurnResult> {
    const proposed = [...approvals.values()];
    storedReply.end();
    // Half an answer cut by a failure would read as a complete one in the history; the failed mark says it instead.
    const answer = failed ? "" : storedReply.text();
    const closing = failed ? (proposed.length > 0 ? summarizeApprovals(proposed) : undefined) : closeReply(answer);
    const message = [answer, closing].filter(Boolean).join("\n\n");
    if (message) {
      const stored = await appendChatMessage(context.db, {
        userId: input.userId,
        chatName: input.chatName,
        role: "assistant",
        content: message,
        ...(trace.length > 0 ? { toolTrace: compactToolTrace(trace) } : {}),
      });
      await attachApprovalsToMessage(
        context.db,
        proposed.map((approval) => approval.id),
        stored.id,
      );
    }
    const replyFailed = failed && !message;
    await recordReplyOutcome(context.db, userMessage.id, { failed: replyFailed });
    return { message, approvals: proposed, failed: replyFailed };
  }

  // The SDK's own timeouts end a stream the same way the browser leaving does; these say which one it was.
  const expiry = new AbortController();
  const expire = () => {
    failed = true;
    expiry.abort(new Error("El modelo tardó demasiado en responder"));
  };
  const shutDown = () => {
    failed = true;
    expiry.abort(new Error("El servidor se está apagando"));
  };
  input.shutdown?.addEventListener("abort", shutDown, { once: true });
  let idleTimer = setTimeout(expire, settings.firstTokenTimeoutMs);
  const totalTimer = setTimeout(expire, settings.totalTimeoutMs);
  const stopTimers = () => {
    clearTimeout(idleTimer);
    clearTimeout(totalTimer);
    input.shutdown?.removeEventListener("abort", shutDown);
  };

  /** Called at the end, at an abort and at a failure; the first call stores the reply. */
  function settle(): Promise<ChatTurnResult> {
    stopTimers();
    settled ??= storeReply().then(
      (stored) => {
        resolveResult(stored);
        return stored;
      },
      (error: unknown) => {
        context.logger.error({ err: error }, "the assistant's reply could not be stored");
        const unstored = { message: storedReply.text(), approvals: [...approvals.values()], failed: true };
        resolveResult(unstored);
        return unstored;
      },
    );
    return settled;
  }

  const stream = createUIMessageStream({
    execute: ({ writer }) => {
      const answer = streamText({
        model,
        system,
        messages,
        tools: toolSet,
        stopWhen: stepCountIs(MAX_STEPS),
        // Read at each step: a call to shifu_more_tools widens the next one. The last step may not call tools, so
        // every turn ends in text.
        prepareStep: ({ stepNumber }) => ({
          ...(route ? { activeTools: route.active() } : {}),
          ...(stepNumber >= MAX_STEPS - 1 ? { toolChoice: "none" as const } : {}),
        }),
        abortSignal: AbortSignal.any([input.signal, expiry.signal]),
        maxRetries: 1,
        onChunk: ({ chunk }) => {
          clearTimeout(idleTimer);
          idleTimer = setTimeout(expire, settings.firstTokenTimeoutMs);
          if (chunk.type === "text-delta") storedReply.write(chunk.text);
          if (chunk.type === "tool-input-start" || chunk.type === "tool-call") storedReply.breakAt(chunk.toolName);
        },
        onError: ({ error }) => {
          failed = true;
          context.logger.warn({ err: error }, "the model failed");
        },
        onAbort: () => {
          void settle();
        },
        onFinish: () => {
          void settle();
        },
      });
      writer.merge(
        answer.toUIMessageStream({ onError: () => chatTexts.modelFailed }).pipeThrough(
          shapeReplyStream({
            approvals,
            guard: createReplyGuard({ isWrite }),
            hasFailed: () => failed,
            closeReply,
          }),
        ),
      );
    },
    // A model server dropping mid-answer surfaces here, past streamText's own callbacks.
    onError: (error) => {
      if (!input.signal.aborted) failed = true;
      context.logger.warn({ err: error }, "the model's stream broke");
      return chatTexts.modelFailed;
    },
  });

  return {
    stream: stream.pipeThrough(
      new TransformStream<UIMessageChunk, UIMessageChunk>({
        flush: async () => {
          await settle();
        },
      }),
    ),
    result,
  };
}
