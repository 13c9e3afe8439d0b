import {
  AddMcpServerRequestSchema,
  ChatHistoryPageQuerySchema,
  ChatHistoryResponseSchema,
  type ChatName,
  McpServerSavedResponseSchema,
  McpServersResponseSchema,
  MessageResponseSchema,
  mcpServerTexts,
  toMcpChatName,
} from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listChatHistory } from "../chats/list-chat-history";
import { requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import {
  addMcpServer,
  describeDemoServer,
  findMcpServer,
  listMcpServers,
  type McpServersContext,
  removeMcpServer,
} from "./mcp-servers.service";

/** The person's MCP servers: list, connect (which reads their tools), remove. */
export const mcpServersRoutes: FastifyPluginAsyncZod<McpServersContext> = async (app, context) => {
  app.addHook("onRequest", requireSignedIn);

  app.get("/api/mcp-servers", { schema: { response: { 200: McpServersResponseSchema } } }, async (request) => {
    const session = requireSessionOf(request, {});
    return {
      servers: await listMcpServers(context.db, session.userId),
      demo: describeDemoServer(context.mcp),
    };
  });

  app.post(
    "/api/mcp-servers",
    { schema: { body: AddMcpServerRequestSchema, response: { 200: McpServerSavedResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, {});
      const server = await addMcpServer(context, session.userId, request.body);
      return { message: mcpServerTexts.added(server.name, server.tools.length), server };
    },
  );

  app.get(
    "/api/mcp-servers/:id/chat",
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        querystring: ChatHistoryPageQuerySchema,
        response: { 200: ChatHistoryResponseSchema },
      },
    },
    async (request) => {
      const session = requireSessionOf(request, {});
      const server = await findMcpServer(context.db, session.userId, request.params.id);
      return listChatHistory(context.db, session.userId, toMcpChatName(server.name) as ChatName, request.query);
    },
  );

  app.delete(
    "/api/mcp-servers/:id",
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: MessageResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, {});
      const name = await removeMcpServer(context.db, session.userId, request.params.id);
      return { message: mcpServerTexts.removed(name) };
    },
  );
};
