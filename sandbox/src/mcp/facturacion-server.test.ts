import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { FACTURACION_DEMO_TOKEN, FACTURACION_MCP_PATH } from "./facturacion-paths";

describe("the demo 'Facturación' MCP server", () => {
  let app: SandboxApp;
  let url: URL;
  beforeEach(async () => {
    app = buildSandboxApp({ now: () => Date.parse("2026-11-26T10:00:00Z") });
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    url = new URL(FACTURACION_MCP_PATH, address);
  });
  afterEach(async () => {
    await app.close();
  });

  async function connect(token = FACTURACION_DEMO_TOKEN): Promise<Client> {
    const client = new Client({ name: "prueba", version: "1.0.0" });
    const transport = new StreamableHTTPClientTransport(url, {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    });
    await client.connect(transport);
    return client;
  }

  it("lists its three tools with truthful annotations", async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint, tool.annotations?.destructiveHint])).toEqual(
      [
        ["buscar_facturas", true, undefined],
        ["crear_factura", false, false],
        ["anular_factura", false, true],
      ],
    );
    await client.close();
  });

  it("finds invoices by client without accents, creates one and voids it once", async () => {
    const client = await connect();
    const found = await client.callTool({ name: "buscar_facturas", arguments: { cliente: "acme iberica" } });
    expect(found.structuredContent).toMatchObject({ facturas: [{ numero: "F-2026-001" }, { numero: "F-2026-003" }] });

    const created = await client.callTool({
      name: "crear_factura",
      arguments: { cliente: "Lumen Estudio", concepto: "Maquetación", importe: 300 },
    });
    expect(created.structuredContent).toMatchObject({ factura: { numero: "F-2026-006", fecha: "2026-11-26" } });

    const voided = await client.callTool({ name: "anular_factura", arguments: { numero: "F-2026-006" } });
    expect(voided.isError).toBeUndefined();
    const again = await client.callTool({ name: "anular_factura", arguments: { numero: "F-2026-006" } });
    expect(again).toMatchObject({ isError: true, content: [{ text: "La factura F-2026-006 ya estaba anulada." }] });
    await client.close();
  });

  it("issues an invoice from the admin route, which the server then finds, and refuses a bad one", async () => {
    const issued = await app.inject({
      method: "POST",
      url: "/__sandbox/mcp/facturacion/invoices",
      payload: { cliente: "Cliente de la prueba", concepto: "Revisión", importe: 120 },
    });
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ factura: { numero: "F-2026-006", estado: "emitida", fecha: "2026-11-26" } });
    const client = await connect();
    const found = await client.callTool({ name: "buscar_facturas", arguments: { cliente: "cliente de la prueba" } });
    expect(found.structuredContent).toMatchObject({ facturas: [{ numero: "F-2026-006", importe: 120 }] });
    await client.close();

    const refused = await app.inject({
      method: "POST",
      url: "/__sandbox/mcp/facturacion/invoices",
      payload: { cliente: "", concepto: "Revisión", importe: -1 },
    });
    expect(refused.statusCode).toBe(400);
  });

  async function connectListening(onChanged: () => void): Promise<Client> {
    const client = new Client(
      { name: "prueba", version: "1.0.0" },
      { listChanged: { tools: { autoRefresh: false, debounceMs: 0, onChanged } } },
    );
    const transport = new StreamableHTTPClientTransport(url, {
      requestInit: { headers: { authorization: `Bearer ${FACTURACION_DEMO_TOKEN}` } },
    });
    await client.connect(transport);
    return client;
  }

  function switchExport(enabled: boolean) {
    return app.inject({
      method: "POST",
      url: "/__sandbox/mcp/facturacion/tools",
      payload: { tool: "exportar_facturas", enabled },
    });
  }

  it("announces a tool switched on or off on the next tool call's stream, once per client", async () => {
    let heard = 0;
    const client = await connectListening(() => {
      heard += 1;
    });
    expect((await switchExport(true)).json()).toEqual({ changed: true, optional_tools: ["exportar_facturas"] });
    expect((await switchExport(true)).json()).toEqual({ changed: false, optional_tools: ["exportar_facturas"] });

    await client.callTool({ name: "buscar_facturas", arguments: { cliente: "Lumen" } });
    expect(heard).toBe(1);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain("exportar_facturas");
    expect(tools.find((tool) => tool.name === "exportar_facturas")?.annotations?.readOnlyHint).toBe(true);
    const exported = await client.callTool({ name: "exportar_facturas", arguments: { estado: "pagada" } });
    expect(exported.structuredContent).toEqual({
      filas: 2,
      csv: [
        "numero;cliente;concepto;importe;fecha;estado",
        "F-2026-001;Acme Ibérica;Consultoría de marketing (octubre);2450,00;2026-10-31;pagada",
        "F-2026-005;Hotel Mirador;Fotografía de producto;980,00;2026-11-20;pagada",
      ].join("\n"),
    });
    expect(heard).toBe(1);

    await switchExport(false);
    await client.callTool({ name: "buscar_facturas", arguments: {} });
    expect(heard).toBe(2);
    expect((await client.listTools()).tools.map((tool) => tool.name)).not.toContain("exportar_facturas");
    await client.close();
  });

  it("counts a client that listed the tools after the change as told", async () => {
    let heard = 0;
    await switchExport(true);
    const client = await connectListening(() => {
      heard += 1;
    });
    await client.listTools();
    await client.callTool({ name: "buscar_facturas", arguments: {} });
    expect(heard).toBe(0);
    await client.close();
    const refused = await app.inject({
      method: "POST",
      url: "/__sandbox/mcp/facturacion/tools",
      payload: { tool: "borrar_todo", enabled: true },
    });
    expect(refused.statusCode).toBe(400);
  });

  it("refuses a missing or wrong token with 401", async () => {
    await expect(connect("otro")).rejects.toThrow();
    const response = await app.inject({ method: "POST", url: FACTURACION_MCP_PATH, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toContain("Bearer");
  });
});
