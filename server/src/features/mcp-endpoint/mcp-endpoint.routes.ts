import {
  McpAuthorizationDecisionRequestSchema,
  McpAuthorizationDecisionResponseSchema,
  McpAuthorizationInfoResponseSchema,
  McpAuthorizationRequestSchema,
  McpClientRevokedResponseSchema,
  McpConnectedClientsResponseSchema,
} from "@shifu/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { createRateLimiter } from "../../security/rate-limiter";
import { requireSession, requireSignedIn } from "../sessions/session-plugin";
import { createEndpointServer, type McpEndpointContext } from "./mcp-endpoint.service";
import {
  authenticateAccessToken,
  decideAuthorization,
  describeAuthorizationRequest,
  exchangeToken,
  listConnectedClients,
  MCP_SCOPE,
  type McpCaller,
  OAuthError,
  readMcpEndpointUrls,
  registerClient,
  revokeConnectedClient,
  revokeToken,
} from "./oauth-server.service";

export type McpEndpointRoutesContext = McpEndpointContext & { rateLimiter: ReturnType<typeof createRateLimiter> };

/**
 * The paths an outside client calls with a bearer token or nothing at all, never with the session cookie: a browser
 * client on another origin may call them (CORS), and the same-origin guard, which protects cookie-bearing requests,
 * lets them through.
 */
export const MCP_BEARER_PATHS: readonly string[] = [
  "/mcp",
  "/oauth/token",
  "/oauth/register",
  "/oauth/revoke",
  "/.well-known/oauth-protected-resource",
  "/.well-known/oauth-protected-resource/mcp",
  "/.well-known/oauth-authorization-server",
];

const REGISTRATIONS_PER_HOUR_PER_IP = { name: "mcp-client-registrations", limit: 30, windowSeconds: 3600 };

function sendOAuthError(reply: FastifyReply, error: OAuthError) {
  return reply
    .code(error.status)
    .header("cache-control", "no-store")
    .send({ error: error.error, error_description: error.description });
}

/**
 * A client that sends its id by HTTP Basic (client_secret_basic, with an empty or ignored secret) is still a public
 * client: only the id is read, PKCE proves the rest.
 */
function readBasicClientId(header: string | undefined): string | undefined {
  const encoded = /^Basic\s+(\S+)$/i.exec(header ?? "")?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const id = decoded.slice(0, decoded.includes(":") ? decoded.indexOf(":") : undefined);
  try {
    return id ? decodeURIComponent(id) : undefined;
  } catch {
    return undefined;
  }
}

function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  return headers;
}

/** OAuth, its discovery documents and /mcp itself: open to any origin, since none of them reads a cookie. */
const bearerRoutes: FastifyPluginAsyncZod<McpEndpointRoutesContext> = async (app, context) => {
  const urls = readMcpEndpointUrls(context.publicUrl);
  const resourceMetadataUrl = `${urls.issuer}/.well-known/oauth-protected-resource/mcp`;

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("access-control-allow-origin", "*");
    reply.header("access-control-expose-headers", "www-authenticate, mcp-session-id, mcp-protocol-version");
  });
  for (const path of MCP_BEARER_PATHS) {
    app.options(path, async (_request, reply) =>
      reply
        .code(204)
        .header("access-control-allow-methods", "GET, POST, DELETE, OPTIONS")
        .header(
          "access-control-allow-headers",
          "authorization, content-type, mcp-protocol-version, mcp-session-id, last-event-id",
        )
        .header("access-control-max-age", "86400")
        .send(),
    );
  }

  const protectedResource = {
    resource: urls.resource,
    authorization_servers: [urls.issuer],
    scopes_supported: [MCP_SCOPE],
    bearer_methods_supported: ["header"],
    resource_name: "Shifu",
  };
  app.get("/.well-known/oauth-protected-resource", async () => protectedResource);
  app.get("/.well-known/oauth-protected-resource/mcp", async () => protectedResource);
  app.get("/.well-known/oauth-authorization-server", async () => ({
    issuer: urls.issuer,
    authorization_endpoint: `${urls.issuer}/oauth/authorize`,
    token_endpoint: `${urls.issuer}/oauth/token`,
    registration_endpoint: `${urls.issuer}/oauth/register`,
    revocation_endpoint: `${urls.issuer}/oauth/revoke`,
    revocation_endpoint_auth_methods_supported: ["none"],
    scopes_supported: [MCP_SCOPE],
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none"],
    authorization_response_iss_parameter_supported: true,
  }));

  app.post("/oauth/register", async (request, reply) => {
    await context.rateLimiter.consume(REGISTRATIONS_PER_HOUR_PER_IP, request.ip);
    // The MCP SDK loads with the first client, not at the server's start.
    const { OAuthClientMetadataSchema } = await import("@modelcontextprotocol/sdk/shared/auth.js");
    const metadata = OAuthClientMetadataSchema.safeParse(request.body);
    if (!metadata.success) {
      return sendOAuthError(reply, new OAuthError("invalid_client_metadata", z.prettifyError(metadata.error)));
    }
    try {
      return reply
        .code(201)
        .header("cache-control", "no-store")
        .send(await registerClient(context.db, metadata.data));
    } catch (error) {
      if (error instanceof OAuthError) return sendOAuthError(reply, error);
      throw error;
    }
  });

  app.post("/oauth/token", async (request, reply) => {
    const body = z.record(z.string(), z.string()).safeParse(request.body);
    if (!body.success) return sendOAuthError(reply, new OAuthError("invalid_request", "a form body is required"));
    try {
      return reply
        .header("cache-control", "no-store")
        .header("pragma", "no-cache")
        .send(
          await exchangeToken(context.db, {
            ...body.data,
            client_id: body.data.client_id ?? readBasicClientId(request.headers.authorization),
          }),
        );
    } catch (error) {
      if (error instanceof OAuthError) return sendOAuthError(reply, error);
      throw error;
    }
  });

  app.post("/oauth/revoke", async (request, reply) => {
    const body = z.record(z.string(), z.string()).safeParse(request.body);
    const clientId = body.success
      ? (body.data.client_id ?? readBasicClientId(request.headers.authorization))
      : undefined;
    if (!body.success || !body.data.token) {
      return sendOAuthError(reply, new OAuthError("invalid_request", "token is required"));
    }
    if (!clientId) return sendOAuthError(reply, new OAuthError("invalid_client", "client_id is required", 401));
    await revokeToken(context.db, { token: body.data.token, clientId });
    return reply.header("cache-control", "no-store").send({});
  });

  /** The bearer token's person, or a 401 that tells the client where to sign in (RFC 9728). */
  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<McpCaller | undefined> {
    const header = request.headers.authorization ?? "";
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const caller = token ? await authenticateAccessToken(context.db, token) : null;
    if (caller) return caller;
    const challenge = token
      ? `Bearer error="invalid_token", error_description="The access token is invalid, expired or revoked", resource_metadata="${resourceMetadataUrl}"`
      : `Bearer resource_metadata="${resourceMetadataUrl}", scope="${MCP_SCOPE}"`;
    reply
      .code(401)
      .header("www-authenticate", challenge)
      .send({
        error: token ? "invalid_token" : "unauthorized",
        error_description: "Conéctate a Shifu con OAuth para usar sus herramientas.",
      });
    return undefined;
  }

  app.post("/mcp", async (request, reply) => {
    const caller = await authenticate(request, reply);
    if (!caller) return reply;
    const [server, { WebStandardStreamableHTTPServerTransport }] = await Promise.all([
      createEndpointServer(context, caller),
      import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    ]);
    // Stateless: no session id, no stream kept open, JSON answers; the next call may reach any instance.
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      const response = await transport.handleRequest(
        new Request(`${urls.issuer}${request.url}`, {
          method: "POST",
          headers: toWebHeaders(request),
          body: JSON.stringify(request.body),
        }),
        { parsedBody: request.body },
      );
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        reply.header(name, value);
      });
      return reply.send(await response.text());
    } finally {
      await server.close();
    }
  });
  // No server-sent stream and no session to end: a stateless server says so with 405 (Streamable HTTP).
  for (const method of ["GET", "DELETE"] as const) {
    app.route({
      method,
      url: "/mcp",
      handler: async (request, reply) => {
        const caller = await authenticate(request, reply);
        if (!caller) return reply;
        return reply.code(405).header("allow", "POST").send({ error: "method_not_allowed" });
      },
    });
  }
};

/** The consent page's calls and the profile's list of connected applications: the person's session only. */
const accountRoutes: FastifyPluginAsyncZod<McpEndpointRoutesContext> = async (app, context) => {
  const urls = readMcpEndpointUrls(context.publicUrl);
  app.addHook("onRequest", requireSignedIn);
  app.get(
    "/api/mcp-endpoint/authorization",
    { schema: { querystring: McpAuthorizationRequestSchema, response: { 200: McpAuthorizationInfoResponseSchema } } },
    async (request) => describeAuthorizationRequest(context.db, urls, request.query),
  );
  app.post(
    "/api/mcp-endpoint/authorization",
    {
      schema: {
        body: McpAuthorizationDecisionRequestSchema,
        response: { 200: McpAuthorizationDecisionResponseSchema },
      },
    },
    async (request) => {
      const { decision, ...authorization } = request.body;
      return decideAuthorization(context.db, urls, {
        userId: requireSession(request).userId,
        request: authorization,
        decision,
      });
    },
  );
  app.get(
    "/api/mcp-endpoint/clients",
    { schema: { response: { 200: McpConnectedClientsResponseSchema } } },
    async (request) => ({ clients: await listConnectedClients(context.db, requireSession(request).userId) }),
  );
  app.delete(
    "/api/mcp-endpoint/clients/:id",
    {
      schema: {
        params: z.object({ id: z.uuid({ message: "Esa aplicación no tiene acceso o ya lo revocaste." }) }),
        response: { 200: McpClientRevokedResponseSchema },
      },
    },
    async (request) => ({
      message: await revokeConnectedClient(context.db, requireSession(request).userId, request.params.id),
    }),
  );
};

export const mcpEndpointRoutes: FastifyPluginAsyncZod<McpEndpointRoutesContext> = async (app, context) => {
  await app.register(bearerRoutes, context);
  await app.register(accountRoutes, context);
};
