import { setMaxListeners } from "node:events";
import {
  type ChatName,
  ChatReplySchema,
  ChatRequestSchema,
  chatMessages as chatTexts,
  DEFAULT_ASSISTANT_KEY,
  EmailQuerySchema,
  findAssistantChat,
  isMcpAppKey,
  mcpServerTexts,
  toMcpChatName,
} from "@shifu/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { loadMcpServerApp } from "../mcp-servers/mcp-servers.service";
import { requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import { type AssistantContext, startChatTurn } from "./assistant.service";
import { loadAiSdk } from "./load-ai-sdk";

type ChatRequest = z.infer<typeof ChatRequestSchema>;

function readNewUserMessage(body: ChatRequest): string {
  const last = body.messages.at(-1);
  if (last?.role !== "user") throw new AppError("BAD_REQUEST", { message: chatTexts.lastMessageNotUser });
  return last.content;
}

function wantsStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes("text/event-stream");
}

/** The headers the app's hooks set (security headers) are written by hand once the reply is hijacked. */
function readPreparedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}

export const assistantRoutes: FastifyPluginAsyncZod<AssistantContext> = async (app, context) => {
  app.addHook("onRequest", requireSignedIn);
  // A reply still streaming when the server stops ends with the spec's error, so the client never waits on a dead
  // socket; the user's message keeps its failed mark and can be retried on another instance.
  const shutdown = new AbortController();
  // Every reply streaming at once listens to it (and lets go when it ends), so Node's leak warning at 11 is wrong here.
  setMaxListeners(0, shutdown.signal);
  app.addHook("preClose", async () => {
    shutdown.abort();
  });

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    appKey: string,
    body: ChatRequest,
    email?: string,
  ) {
    const session = requireSessionOf(request, { email });
    const mcpApp = isMcpAppKey(appKey)
      ? await loadMcpServerApp(context, session.userId, appKey, body.messages.at(-1)?.content)
      : undefined;
    if (isMcpAppKey(appKey) && !mcpApp) throw new AppError("NOT_FOUND", { message: mcpServerTexts.notFound });
    // An app without an assistant of its own falls back to the general one, as the spec's client expects. A
    // server's chat is named by the person ('{name}Chat'), so its name is not one of the catalogue's.
    const chat = mcpApp
      ? { key: DEFAULT_ASSISTANT_KEY, chatName: toMcpChatName(mcpApp.name) as ChatName }
      : (findAssistantChat(appKey) ?? findAssistantChat(DEFAULT_ASSISTANT_KEY));
    if (!chat) throw new AppError("INTERNAL");
    const content = readNewUserMessage(body);

    // The browser going away stops the model, and what it generated so far is still stored.
    const leaving = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) leaving.abort();
    });
    const turn = await startChatTurn(context, {
      userId: session.userId,
      assistantKey: chat.key,
      chatName: chat.chatName,
      content,
      signal: leaving.signal,
      shutdown: shutdown.signal,
      ...(mcpApp ? { mcpApp } : {}),
    });

    const { consumeStream, pipeUIMessageStreamToResponse } = await loadAiSdk();
    if (wantsStream(request)) {
      reply.hijack();
      await pipeUIMessageStreamToResponse({
        response: reply.raw,
        stream: turn.stream,
        headers: { ...readPreparedHeaders(reply), "cache-control": "no-cache, no-transform" },
      });
      await turn.result;
      return reply;
    }
    await consumeStream({ stream: turn.stream });
    const result = await turn.result;
    if (result.failed) throw new AppError("UNAVAILABLE", { message: chatTexts.modelFailed });
    return { message: result.message, ...(result.approvals.length > 0 ? { approvals: result.approvals } : {}) };
  }

  app.post(
    "/api/chatAi",
    { schema: { querystring: EmailQuerySchema, body: ChatRequestSchema, response: { 200: ChatReplySchema } } },
    async (request, reply) => answer(request, reply, DEFAULT_ASSISTANT_KEY, request.body, request.query.email),
  );

  app.post(
    "/api/chat/:app",
    {
      schema: {
        params: z.object({ app: z.string().max(64) }),
        querystring: EmailQuerySchema,
        body: ChatRequestSchema,
        response: { 200: ChatReplySchema },
      },
    },
    async (request, reply) => answer(request, reply, request.params.app, request.body, request.query.email),
  );
};
