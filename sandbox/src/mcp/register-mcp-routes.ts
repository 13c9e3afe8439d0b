import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createFacturacionServer } from "./create-facturacion-server";
import { createFacturacionAuthorization, FACTURACION_OAUTH_MCP_PATH } from "./facturacion-authorization";
import { createDemoInvoices } from "./facturacion-invoices";

/** The demo server's path, and the bearer token it accepts (shown in the demo's form, never a secret). */
export const FACTURACION_MCP_PATH = "/mcp/facturacion";
export const FACTURACION_DEMO_TOKEN = "demo-facturacion-2026";

function isAuthorized(request: FastifyRequest): boolean {
  return request.headers.authorization === `Bearer ${FACTURACION_DEMO_TOKEN}`;
}

function refuseUnauthorized(reply: FastifyReply, challenge: string) {
  return reply
    .code(401)
    .header("www-authenticate", challenge)
    .send({ jsonrpc: "2.0", error: { code: -32001, message: "No autorizado" }, id: null });
}

const DEMO_TOKEN_CHALLENGE = 'Bearer error="invalid_token", error_description="Falta el token o no es válido"';

/**
 * The demo 'Facturación' MCP server over Streamable HTTP, stateless: every POST gets a fresh server and transport
 * over the same invoices, so any instance could answer it. GET (a server-sent stream) and DELETE (ending a session)
 * have nothing to offer without sessions and answer 405, as the transport's spec allows. It answers at two paths
 * over the same invoices: `/mcp/facturacion` with the demo's bearer token, `/mcp/facturacion-oauth` with OAuth 2.1.
 */
export function registerMcpRoutes(app: FastifyInstance, now: () => number, publicUrl: string | undefined): void {
  const invoices = createDemoInvoices();
  const today = () => new Date(now()).toISOString().slice(0, 10);
  const authorization = createFacturacionAuthorization(now, publicUrl);
  authorization.register(app);

  const endpoints = [
    { path: FACTURACION_MCP_PATH, isAuthorized, describeChallenge: () => DEMO_TOKEN_CHALLENGE },
    {
      path: FACTURACION_OAUTH_MCP_PATH,
      isAuthorized: authorization.isAuthorized,
      describeChallenge: authorization.describeChallenge,
    },
  ];
  for (const endpoint of endpoints) {
    app.post(endpoint.path, async (request, reply) => {
      if (!endpoint.isAuthorized(request)) return refuseUnauthorized(reply, endpoint.describeChallenge(request));
      const server = createFacturacionServer(invoices, today);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.hijack();
      reply.raw.on("close", () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    });

    for (const method of ["GET", "DELETE"] as const) {
      app.route({
        method,
        url: endpoint.path,
        handler: (request, reply) => {
          if (!endpoint.isAuthorized(request)) return refuseUnauthorized(reply, endpoint.describeChallenge(request));
          return reply
            .code(405)
            .header("allow", "POST")
            .send({ jsonrpc: "2.0", error: { code: -32000, message: "Método no permitido" }, id: null });
        },
      });
    }
  }
}
