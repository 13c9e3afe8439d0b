import { FACTURACION_DEMO_TOKEN } from "@shifu/sandbox";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { useSandbox } from "../../integrations/test-support/use-sandbox";
import { signInNewUser } from "../../test/connect-service-via-app";
import { callTool, FakeModelServer, streamText } from "../../test/fake-model-server";
import { createTestApp, type TestApp } from "../../test/test-app";
import { UNTRUSTED_NOTICE } from "../assistant/model-tool-result";

const sandbox = useSandbox();
const model = new FakeModelServer();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      SANDBOX_URL: sandbox.url,
      LLM_BASE_URL: await model.start(),
      LLM_MODEL: "fake-model",
      REGISTRATION_LIMIT_PER_HOUR: "1000",
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await model.stop();
});

async function connectFacturacion(cookie: string): Promise<{ app: string; id: string }> {
  const added = await testApp.app.inject({
    method: "POST",
    url: "/api/mcp-servers",
    cookies: { shifu_session: cookie },
    payload: {
      name: "Facturación",
      url: `${sandbox.url}/mcp/facturacion`,
      auth_kind: "bearer",
      bearer_token: FACTURACION_DEMO_TOKEN,
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  return added.json().server;
}

function chat(cookie: string, appKey: string, content: string) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/chat/${appKey}`,
    cookies: { shifu_session: cookie },
    payload: { messages: [{ role: "user", content }] },
  });
}

describe("a server's chat with a model", () => {
  it("offers only that server's tools, namespaced, and hands results over as untrusted data", async () => {
    const user = await signInNewUser(testApp.app);
    const server = await connectFacturacion(user.cookie);
    const prefix = `mcp_${server.id.slice(0, 8)}_`;
    model.script(
      callTool(`${prefix}buscar_facturas`, { cliente: "Lumen" }),
      streamText(["Lumen tiene ", "una factura."]),
    );
    const reply = await chat(user.cookie, server.app, "¿Qué facturas tiene Lumen?");
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe("Lumen tiene una factura.");
    const offered = model.requests[0]?.tools?.map((tool) => tool.function.name) ?? [];
    expect(offered.filter((name) => name.startsWith(prefix)).sort()).toEqual(
      [`${prefix}anular_factura`, `${prefix}buscar_facturas`, `${prefix}crear_factura`].sort(),
    );
    expect(offered.some((name) => name.startsWith("gmail_"))).toBe(false);
    const toolResult = model.requests[1]?.messages.find((message) => message.role === "tool");
    expect(JSON.stringify(toolResult?.content)).toContain("F-2026-002");
    expect(JSON.stringify(toolResult?.content)).toContain(JSON.stringify(UNTRUSTED_NOTICE).slice(1, 40));
  });

  it("offers the servers' tools to the general assistant as well", async () => {
    const user = await signInNewUser(testApp.app);
    const server = await connectFacturacion(user.cookie);
    const prefix = `mcp_${server.id.slice(0, 8)}_`;
    model.script(callTool(`${prefix}buscar_facturas`, { estado: "pagada" }), streamText(["Dos pagadas."]));
    const reply = await chat(user.cookie, "shifu", "¿Qué facturas están pagadas?");
    expect(reply.statusCode, reply.body).toBe(200);
    expect(model.requests[0]?.tools?.map((tool) => tool.function.name)).toContain(`${prefix}buscar_facturas`);
    const toolResult = model.requests[1]?.messages.find((message) => message.role === "tool");
    expect(JSON.stringify(toolResult?.content)).toContain("F-2026-005");
  });

  it("turns the model's write into a card and never runs it on the model's word", async () => {
    const user = await signInNewUser(testApp.app);
    const server = await connectFacturacion(user.cookie);
    const prefix = `mcp_${server.id.slice(0, 8)}_`;
    model.script(
      callTool(`${prefix}crear_factura`, { cliente: "Hotel Mirador", concepto: "Vídeo", importe: 1200 }),
      streamText(["Listo."]),
    );
    const reply = await chat(user.cookie, server.app, "Factura 1200 € al Hotel Mirador por el vídeo");
    const [approval] = reply.json().approvals;
    expect(approval).toMatchObject({
      status: "pending",
      summary:
        "Crear factura («crear_factura») en Facturación con cliente: «Hotel Mirador», concepto: «Vídeo», importe: 1200",
    });
    expect(approval.destructive).toBeUndefined();
    const toolResult = model.requests[1]?.messages.find((message) => message.role === "tool");
    expect(JSON.stringify(toolResult?.content)).toContain("approval_required");
  });
});

describe("a server that changes its tools while connected", () => {
  function switchExport(enabled: boolean) {
    return fetch(`${sandbox.url}/__sandbox/mcp/facturacion/tools`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tool: "exportar_facturas", enabled }),
    });
  }
  afterEach(async () => {
    await switchExport(false);
  });

  it("hears notifications/tools/list_changed during a call and offers the new list from the next turn", async () => {
    const user = await signInNewUser(testApp.app);
    const server = await connectFacturacion(user.cookie);
    const prefix = `mcp_${server.id.slice(0, 8)}_`;
    expect((await switchExport(true)).status).toBe(200);

    model.script(callTool(`${prefix}buscar_facturas`, { cliente: "Acme" }), streamText(["Dos de Acme."]));
    await chat(user.cookie, server.app, "¿Qué facturas tiene Acme?");
    // Offered before the call announced the change: the list the turn started with.
    expect(model.requests[0]?.tools?.map((tool) => tool.function.name)).not.toContain(`${prefix}exportar_facturas`);

    model.script(callTool(`${prefix}exportar_facturas`, { estado: "pagada" }), streamText(["Exportadas."]));
    const exported = await chat(user.cookie, server.app, "Exporta las facturas pagadas");
    expect(exported.json().approvals).toBeUndefined();
    expect(model.requests[0]?.tools?.map((tool) => tool.function.name)).toContain(`${prefix}exportar_facturas`);
    const toolResult = model.requests[1]?.messages.filter((message) => message.role === "tool").at(-1);
    expect(JSON.stringify(toolResult?.content)).toContain("F-2026-005;Hotel Mirador");

    await switchExport(false);
    model.script(callTool(`${prefix}buscar_facturas`, {}), streamText(["Cinco."]));
    await chat(user.cookie, server.app, "¿Cuántas facturas hay?");
    model.script(streamText(["Hola."]));
    await chat(user.cookie, server.app, "Hola");
    const offered = model.requests[0]?.tools?.map((tool) => tool.function.name) ?? [];
    expect(offered).toContain(`${prefix}buscar_facturas`);
    expect(offered).not.toContain(`${prefix}exportar_facturas`);
  });
});
