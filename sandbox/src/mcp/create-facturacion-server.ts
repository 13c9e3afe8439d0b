import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { foldText, type Invoice } from "./facturacion-invoices";

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

/**
 * The demo 'Facturación' server: a small Spanish MCP server over the given invoices, with one read, one write and one
 * destructive tool, annotated truthfully. A new server per request (stateless Streamable HTTP) shares the invoices.
 */
export function createFacturacionServer(invoices: Invoice[], today: () => string): McpServer {
  const server = new McpServer({ name: "facturacion", title: "Facturación", version: "1.0.0" });

  server.registerTool(
    "buscar_facturas",
    {
      title: "Buscar facturas",
      description: "Busca facturas por cliente, concepto o estado. Sin filtros, lista todas.",
      inputSchema: {
        cliente: z.string().max(200).optional().describe("Parte del nombre del cliente"),
        texto: z.string().max(200).optional().describe("Palabras del concepto o el número"),
        estado: z.enum(["emitida", "pagada", "anulada"]).optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ cliente, texto, estado }) => {
      const found = invoices.filter(
        (invoice) =>
          (!cliente || foldText(invoice.cliente).includes(foldText(cliente))) &&
          (!texto || foldText(`${invoice.numero} ${invoice.concepto}`).includes(foldText(texto))) &&
          (!estado || invoice.estado === estado),
      );
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
    async ({ cliente, concepto, importe }) => {
      const year = today().slice(0, 4);
      const numero = `F-${year}-${String(invoices.length + 1).padStart(3, "0")}`;
      const invoice: Invoice = { numero, cliente, concepto, importe, fecha: today(), estado: "emitida" };
      invoices.push(invoice);
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
    async ({ numero }) => {
      const invoice = invoices.find((candidate) => candidate.numero.toLowerCase() === numero.trim().toLowerCase());
      if (!invoice) return refuse(`No existe la factura ${numero}.`);
      if (invoice.estado === "anulada") return refuse(`La factura ${invoice.numero} ya estaba anulada.`);
      invoice.estado = "anulada";
      return answer(`Factura anulada: ${describeInvoice(invoice)}`, { factura: invoice });
    },
  );

  return server;
}
