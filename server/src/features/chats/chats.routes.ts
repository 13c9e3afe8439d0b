import {
  assistantChats,
  ChatHistoryResponseSchema,
  ChatReplySchema,
  ChatRequestSchema,
  chatMessages,
  EmailBodySchema,
  EmailQuerySchema,
  findAssistantChat,
  LatestMessagesResponseSchema,
  MarkChatReadRequestSchema,
  MessageResponseSchema,
} from "@shifu/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import { type ChatsContext, listChatHistory, listLatestMessages, markChatRead, sendChatMessage } from "./chats.service";

type ChatRequest = z.infer<typeof ChatRequestSchema>;

function readNewUserMessage(body: ChatRequest): string {
  const last = body.messages.at(-1);
  if (last?.role !== "user") throw new AppError("BAD_REQUEST", { message: chatMessages.lastMessageNotUser });
  return last.content;
}

export const chatsRoutes: FastifyPluginAsyncZod<ChatsContext> = async (app, context) => {
  app.addHook("onRequest", requireSignedIn);
  for (const chat of assistantChats) {
    app.get(
      `/get_${chat.key}_chat`,
      { schema: { querystring: EmailQuerySchema, response: { 200: ChatHistoryResponseSchema } } },
      async (request) => {
        const session = requireSessionOf(request, request.query);
        return { messages: await listChatHistory(context.db, session.userId, chat.chatName) };
      },
    );
  }

  async function answer(request: FastifyRequest, assistantKey: string, body: ChatRequest, email?: string) {
    const session = requireSessionOf(request, { email });
    const chat = findAssistantChat(assistantKey);
    if (!chat) throw new AppError("NOT_FOUND", { message: chatMessages.unknownChat });
    const message = await sendChatMessage(context, {
      userId: session.userId,
      assistantKey: chat.key,
      chatName: chat.chatName,
      content: readNewUserMessage(body),
    });
    return { message };
  }

  app.post(
    "/api/chatAi",
    { schema: { querystring: EmailQuerySchema, body: ChatRequestSchema, response: { 200: ChatReplySchema } } },
    async (request) => answer(request, "shifu", request.body, request.query.email),
  );

  app.post(
    "/api/chat/:app",
    {
      schema: {
        params: z.object({ app: z.string() }),
        querystring: EmailQuerySchema,
        body: ChatRequestSchema,
        response: { 200: ChatReplySchema },
      },
    },
    async (request) => answer(request, request.params.app, request.body, request.query.email),
  );

  app.post(
    "/ultimos_mensajes",
    { schema: { body: EmailBodySchema, response: { 200: LatestMessagesResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, request.body);
      return { messages: await listLatestMessages(context.db, session.userId) };
    },
  );

  app.post(
    "/mark_chat_read",
    { schema: { body: MarkChatReadRequestSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, {});
      await markChatRead(context.db, session.userId, request.body.chat_name);
      return { message: "ok" };
    },
  );
};
