import {
  AddMcpServerRequestSchema,
  ChatHistoryPageQuerySchema,
  ChatHistoryResponseSchema,
  type ChatName,
  McpOAuthCallbackRequestSchema,
  type McpServerConnectResponse,
  McpServerConnectResponseSchema,
  McpServerSavedResponseSchema,
  type McpServerSummary,
  McpServersResponseSchema,
  MessageResponseSchema,
  mcpServerTexts,
  toMcpChatName,
} from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listChatHistory } from "../chats/list-chat-history";
import { requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import { completeMcpAuthorization } from "./mcp-oauth-flow.service";
import {
  addMcpServer,
  describeDemoServer,
  findMcpServer,
  listMcpServers,
  type McpServersContext,
  reconnectMcpServer,
  removeMcpServer,
  toMcpServerSummary,
} from "./mcp-servers.service";

function toConnectResponse(
  outcome: { server: McpServerSummary } | { authorizeUrl: string },
  describe: (server: McpServerSummary) => string,
): McpServerConnectResponse {
  if ("authorizeUrl" in outcome) return { authorize_url: outcome.authorizeUrl };
  return { message: describe(outcome.server), server: outcome.server };
}

/**
 * The person's MCP servers: list, connect (which reads their tools, or first sends the person to an OAuth server's
 * sign-in page), the return from that page, reconnect, remove.
 */
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
    { schema: { body: AddMcpServerRequestSchema, response: { 200: McpServerConnectResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, {});
      const outcome = await addMcpServer(context, session.userId, request.body);
      return toConnectResponse(outcome, (server) => mcpServerTexts.added(server.name, server.tools.length));
    },
  );

  app.post(
    "/api/mcp-servers/oauth-callback",
    { schema: { body: McpOAuthCallbackRequestSchema, response: { 200: McpServerSavedResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, {});
      const { row, reconnected } = await completeMcpAuthorization(context, session.userId, request.body);
      const server = toMcpServerSummary(row);
      const describe = reconnected ? mcpServerTexts.reconnected : mcpServerTexts.added;
      return { message: describe(server.name, server.tools.length), server };
    },
  );

  app.post(
    "/api/mcp-servers/:id/reconnect",
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: McpServerConnectResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, {});
      const outcome = await reconnectMcpServer(context, session.userId, request.params.id);
      return toConnectResponse(outcome, (server) => mcpServerTexts.reconnected(server.name, server.tools.length));
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
