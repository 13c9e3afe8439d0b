import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { McpToolRecord } from "../../db/schema";
import { createMcpNetwork } from "./create-mcp-network";
import { callServerTool, type McpSettings } from "./mcp-client";

/**
 * A stateless server answering in SSE whose tool `cambiar` adds `nueva` and announces it on its own answer's stream;
 * `refuseLists` makes tools/list fail, and `methods` records every JSON-RPC method received.
 */
let server: Server;
let url: string;
let offersNew = false;
let refuseLists = false;
const methods: string[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    // No standing stream without sessions, as the sandbox's Facturación.
    if (request.method !== "POST") {
      response.writeHead(405, { allow: "POST" }).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { method?: string };
    methods.push(body.method ?? "response");
    if (body.method === "tools/list" && refuseLists) {
      response.writeHead(500).end();
      return;
    }
    const mcp = new McpServer({ name: "cambiante", version: "1.0.0" });
    mcp.registerTool("cambiar", { annotations: { readOnlyHint: true } }, async (extra) => {
      const announce = !offersNew;
      offersNew = true;
      if (announce) await extra.sendNotification({ method: "notifications/tools/list_changed" });
      return { content: [{ type: "text", text: "Cambiado." }] };
    });
    if (offersNew) {
      mcp.registerTool("nueva", { annotations: { readOnlyHint: true } }, async () => ({
        content: [{ type: "text", text: "Nueva." }],
      }));
    }
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on("close", () => void mcp.close());
    await mcp.connect(transport);
    await transport.handleRequest(request, response, body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  offersNew = false;
  refuseLists = false;
  methods.length = 0;
});

const settings: McpSettings = { timeoutMs: 5_000, network: createMcpNetwork({ allowPrivateNetworks: true }) };

describe("notifications/tools/list_changed during a call", () => {
  it("reads tools/list again before closing and hands the new list over to be stored", async () => {
    const stored: McpToolRecord[][] = [];
    const storeTools = async (tools: McpToolRecord[]) => {
      stored.push(tools);
    };
    const result = await callServerTool({ name: "Cambiante", url, storeTools }, settings, "cambiar", {});
    expect(result.content).toEqual([{ type: "text", text: "Cambiado." }]);
    expect(stored.map((tools) => tools.map((tool) => tool.name))).toEqual([["cambiar", "nueva"]]);
    expect(methods).toEqual(["initialize", "notifications/initialized", "tools/call", "tools/list"]);

    // Nothing announced: nothing read again, nothing stored.
    methods.length = 0;
    await callServerTool({ name: "Cambiante", url, storeTools }, settings, "nueva", {});
    expect(methods).toEqual(["initialize", "notifications/initialized", "tools/call"]);
    expect(stored).toHaveLength(1);
  });

  it("keeps the call's result when the list cannot be read again, and stores nothing", async () => {
    refuseLists = true;
    const stored: McpToolRecord[][] = [];
    const result = await callServerTool(
      {
        name: "Cambiante",
        url,
        storeTools: async (tools) => {
          stored.push(tools);
        },
      },
      settings,
      "cambiar",
      {},
    );
    expect(result.content).toEqual([{ type: "text", text: "Cambiado." }]);
    expect(methods).toContain("tools/list");
    expect(stored).toEqual([]);
  });
});
