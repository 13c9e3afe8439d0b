import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { CallToolResult, ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { foldText, type Invoice, issueInvoice } from "./facturacion-invoices";
import type { FacturacionToolView } from "./facturacion-tool-list";

const euros = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" });

function describeInvoice(invoice: Invoice): string {
  return `${invoice.numero} · ${invoice.cliente} · ${invoice.concepto} · ${euros.format(invoice.importe)} · ${invoice.fecha} · ${invoice.estado}`;
}

function answer(text: string, structured?: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text }], ...(structured ? { structuredContent: structured } : {}) };
}

function refuse(text: string): CallToolResult {
  return { content: [{ type: "text", text }], isError: true };
}

type InvoiceFilter = { cliente?: string; texto?: string; estado?: Invoice["estado"] };

function filterInvoices(invoices: Invoice[], { cliente, texto, estado }: InvoiceFilter): Invoice[] {
  return invoices.filter(
    (invoice) =>
      (!cliente || foldText(invoice.cliente).includes(foldText(cliente))) &&
      (!texto || foldText(`${invoice.numero} ${invoice.concepto}`).includes(foldText(texto))) &&
      (!estado || invoice.estado === estado),
  );
}

const CSV_COLUMNS = ["numero", "cliente", "concepto", "importe", "fecha", "estado"] as const;

/**
 * Semicolon-separated with decimal commas, as Spanish spreadsheets open it; a field with ';', '"' or a line break is
 * quoted.
 */
function toCsv(invoices: Invoice[]): string {
  const quote = (value: string | number) => {
    const text = typeof value === "number" ? value.toFixed(2).replace(".", ",") : value;
    return /[;"\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [
    CSV_COLUMNS.join(";"),
    ...invoices.map((invoice) => CSV_COLUMNS.map((key) => quote(invoice[key])).join(";")),
  ].join("\n");
}

/**
 * Without sessions there is no standing stream to announce a changed tool list on, so it goes on the response stream
 * of the client's next tool call (an SSE response), before the result, as the transport's spec allows.
 */
async function announceChange(
  tools: FacturacionToolView,
  extra: RequestHandlerExtra<ServerRequest, ServerNotification>,
): Promise<void> {
  if (tools.takeChangeNotice()) await extra.sendNotification({ method: "notifications/tools/list_changed" });
}

const STATE_FILTER = z.enum(["emitida", "pagada", "anulada"]).optional();

/**
 * The demo 'Facturación' server: a small Spanish MCP server over the given invoices, with one read, one write and one
 * destructive tool, annotated truthfully, and `exportar_facturas` (read) while it is switched on. A new server per
 * request (stateless Streamable HTTP) shares the invoices and the tool list.
 */
export function createFacturacionServer(
  invoices: Invoice[],
  today: () => string,
  tools: FacturacionToolView,
): McpServer {
  const server = new McpServer({ name: "facturacion", title: "Facturación", version: "1.0.0" });

  server.registerTool(
    "buscar_facturas",
    {
      title: "Buscar facturas",
      description: "Busca facturas por cliente, concepto o estado. Sin filtros, lista todas.",
      inputSchema: {
        cliente: z.string().max(200).optional().describe("Parte del nombre del cliente"),
        texto: z.string().max(200).optional().describe("Palabras del concepto o el número"),
        estado: STATE_FILTER,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (filter, extra) => {
      await announceChange(tools, extra);
      const found = filterInvoices(invoices, filter);
      if (found.length === 0) return answer("No hay facturas que coincidan.", { facturas: [] });
      return answer(
        [`${found.length} factura(s):`, ...found.map((invoice) => `- ${describeInvoice(invoice)}`)].join("\n"),
        { facturas: found },
      );
    },
  );

  server.registerTool(
    "crear_factura",
    {
      title: "Crear factura",
      description: "Emite una factura nueva a un cliente.",
      inputSchema: {
        cliente: z.string().min(1).max(200),
        concepto: z.string().min(1).max(500),
        importe: z.number().positive().max(1_000_000).describe("En euros"),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    async ({ cliente, concepto, importe }, extra) => {
      await announceChange(tools, extra);
      const invoice = issueInvoice(invoices, { cliente, concepto, importe }, today());
      return answer(`Factura creada: ${describeInvoice(invoice)}`, { factura: invoice });
    },
  );

  server.registerTool(
    "anular_factura",
    {
      title: "Anular factura",
      description: "Anula una factura emitida. No se puede deshacer.",
      inputSchema: { numero: z.string().min(1).max(50).describe("Número de la factura, p. ej. F-2026-002") },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    },
    async ({ numero }, extra) => {
      await announceChange(tools, extra);
      const invoice = invoices.find((candidate) => candidate.numero.toLowerCase() === numero.trim().toLowerCase());
      if (!invoice) return refuse(`No existe la factura ${numero}.`);
      if (invoice.estado === "anulada") return refuse(`La factura ${invoice.numero} ya estaba anulada.`);
      invoice.estado = "anulada";
      return answer(`Factura anulada: ${describeInvoice(invoice)}`, { factura: invoice });
    },
  );

  if (tools.offers("exportar_facturas")) {
    server.registerTool(
      "exportar_facturas",
      {
        title: "Exportar facturas",
        description:
          "Exporta facturas en CSV separado por punto y coma (número, cliente, concepto, importe, fecha, estado). Sin filtros, todas.",
        inputSchema: {
          cliente: z.string().max(200).optional().describe("Parte del nombre del cliente"),
          estado: STATE_FILTER,
        },
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      async (filter, extra) => {
        await announceChange(tools, extra);
        const found = filterInvoices(invoices, filter);
        const csv = toCsv(found);
        return answer(`${found.length} factura(s) exportada(s):\n\n${csv}`, { filas: found.length, csv });
      },
    );
  }

  return server;
}
