import {
  assistantChats,
  ChatHistoryQuerySchema,
  ChatHistoryResponseSchema,
  EmailBodySchema,
  LatestMessagesResponseSchema,
  MarkChatReadRequestSchema,
  MessageResponseSchema,
} from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import type { ChatListCache } from "./chat-list-cache";
import { type ChatsContext, markChatRead } from "./chats.service";
import { listChatHistory } from "./list-chat-history";
import { listLatestMessages } from "./list-latest-messages";

export const chatsRoutes: FastifyPluginAsyncZod<ChatsContext & { chatListCache: ChatListCache }> = async (
  app,
  context,
) => {
  app.addHook("onRequest", requireSignedIn);
  for (const chat of assistantChats) {
    app.get(
      `/get_${chat.key}_chat`,
      { schema: { querystring: ChatHistoryQuerySchema, response: { 200: ChatHistoryResponseSchema } } },
      async (request) => {
        const session = requireSessionOf(request, request.query);
        const { limit, before } = request.query;
        return listChatHistory(context.db, session.userId, chat.chatName, { limit, before });
      },
    );
  }

  app.post(
    "/ultimos_mensajes",
    { config: { readOnly: true }, schema: { body: EmailBodySchema, response: { 200: LatestMessagesResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, request.body);
      return {
        messages: await context.chatListCache.readThrough(session.userId, () =>
          listLatestMessages(context.db, session.userId),
        ),
      };
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
