import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createFacturacionServer } from "./create-facturacion-server";
import { createDemoInvoices } from "./facturacion-invoices";

/** The demo server's path, and the bearer token it accepts (shown in the demo's form, never a secret). */
export const FACTURACION_MCP_PATH = "/mcp/facturacion";
export const FACTURACION_DEMO_TOKEN = "demo-facturacion-2026";

function isAuthorized(request: FastifyRequest): boolean {
  return request.headers.authorization === `Bearer ${FACTURACION_DEMO_TOKEN}`;
}

function refuseUnauthorized(reply: FastifyReply) {
  return reply
    .code(401)
    .header("www-authenticate", 'Bearer error="invalid_token", error_description="Falta el token o no es válido"')
    .send({ jsonrpc: "2.0", error: { code: -32001, message: "No autorizado" }, id: null });
}

/**
 * The demo 'Facturación' MCP server over Streamable HTTP, stateless: every POST gets a fresh server and transport
 * over the same invoices, so any instance could answer it. GET (a server-sent stream) and DELETE (ending a session)
 * have nothing to offer without sessions and answer 405, as the transport's spec allows.
 */
export function registerMcpRoutes(app: FastifyInstance, now: () => number): void {
  const invoices = createDemoInvoices();
  const today = () => new Date(now()).toISOString().slice(0, 10);

  app.post(FACTURACION_MCP_PATH, async (request, reply) => {
    if (!isAuthorized(request)) return refuseUnauthorized(reply);
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
      url: FACTURACION_MCP_PATH,
      handler: (request, reply) => {
        if (!isAuthorized(request)) return refuseUnauthorized(reply);
        return reply
          .code(405)
          .header("allow", "POST")
          .send({ jsonrpc: "2.0", error: { code: -32000, message: "Método no permitido" }, id: null });
      },
    });
  }
}
