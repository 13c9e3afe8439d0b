import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { createFacturacionAuthorization } from "./facturacion-authorization";
import { createDemoInvoices, issueInvoice } from "./facturacion-invoices";
import { FACTURACION_DEMO_TOKEN, FACTURACION_MCP_PATH, FACTURACION_OAUTH_MCP_PATH } from "./facturacion-paths";
import { FACTURACION_OPTIONAL_TOOLS, FacturacionToolList } from "./facturacion-tool-list";

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

/** The admin control: `{ "tool": "exportar_facturas", "enabled": true }` switches that tool on. */
const ToolSwitchSchema = z.object({ tool: z.enum(FACTURACION_OPTIONAL_TOOLS), enabled: z.boolean() });

/** The admin control that issues an invoice, so a journey voids one of its own, not the demo's shared ones. */
const NewInvoiceSchema = z.object({
  cliente: z.string().min(1).max(200),
  concepto: z.string().min(1).max(500),
  importe: z.number().positive().max(1_000_000),
});

/** The MCP SDK loads with the first call to the demo server, not with the sandbox, which starts beside Shifu. */
async function loadFacturacionRuntime() {
  const [{ StreamableHTTPServerTransport }, { isJSONRPCRequest }, { createFacturacionServer }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/streamableHttp.js"),
    import("@modelcontextprotocol/sdk/types.js"),
    import("./create-facturacion-server"),
  ]);
  const isToolListRequest = (body: unknown) => {
    const messages = (Array.isArray(body) ? body : [body]) as JSONRPCMessage[];
    return messages.some((message) => isJSONRPCRequest(message) && message.method === "tools/list");
  };
  return { StreamableHTTPServerTransport, createFacturacionServer, isToolListRequest };
}

/**
 * The demo 'Facturación' MCP server over Streamable HTTP, stateless: every POST gets a fresh server and transport
 * over the same invoices, so any instance could answer it. GET (a server-sent stream) and DELETE (ending a session)
 * have nothing to offer without sessions and answer 405, as the transport's spec allows. It answers at two paths
 * over the same invoices: `/mcp/facturacion` with the demo's bearer token, `/mcp/facturacion-oauth` with OAuth 2.1.
 * Answers are SSE streams, so a tool call's answer can carry `notifications/tools/list_changed` before its result
 * after `POST /__sandbox/mcp/facturacion/tools` switched a tool on or off.
 */
export function registerMcpRoutes(app: FastifyInstance, now: () => number, publicUrl: string | undefined): void {
  const invoices = createDemoInvoices();
  const today = () => new Date(now()).toISOString().slice(0, 10);
  const authorization = createFacturacionAuthorization(now, publicUrl);
  authorization.register(app);
  const toolList = new FacturacionToolList();

  app.post("/__sandbox/mcp/facturacion/tools", (request, reply) => {
    const parsed = ToolSwitchSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: "invalid_request", message: z.prettifyError(parsed.error) });
    }
    const changed = toolList.set(parsed.data.tool, parsed.data.enabled);
    return { changed, optional_tools: toolList.listEnabled() };
  });

  app.post("/__sandbox/mcp/facturacion/invoices", (request, reply) => {
    const parsed = NewInvoiceSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: "invalid_request", message: z.prettifyError(parsed.error) });
    }
    return reply.code(201).send({ factura: issueInvoice(invoices, parsed.data, today()) });
  });

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
      const { StreamableHTTPServerTransport, createFacturacionServer, isToolListRequest } =
        await loadFacturacionRuntime();
      // Clients are told apart by their credential: there is no session.
      const client = request.headers.authorization ?? "";
      if (isToolListRequest(request.body)) toolList.markListed(client);
      const server = createFacturacionServer(invoices, today, toolList.viewFor(client));
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
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
