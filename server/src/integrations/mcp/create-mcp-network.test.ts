import type { LookupAddress } from "node:dns";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { discoverOAuthServerInfo } from "@modelcontextprotocol/sdk/client/auth.js";
import { mcpServerTexts } from "@shifu/contract";
import { fetch as undiciFetch } from "undici";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../errors/app-error";
import type { ResolveHost } from "./check-server-address";
import { createMcpNetwork, createPinnedAgent } from "./create-mcp-network";
import { createGuardedFetch, listServerTools } from "./mcp-client";

/** Shifu's own network as a stranger's server would reach it: a loopback server counting what gets through. */
let server: Server;
let port: number;
let reached = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    reached += 1;
    if (request.url === "/redirect") {
      response.writeHead(302, { location: "/mcp" }).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/plain" }).end("dentro");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  reached = 0;
});

const PUBLIC: LookupAddress = { address: "93.184.215.14", family: 4 };
const LOOPBACK: LookupAddress = { address: "127.0.0.1", family: 4 };

/** A name that answers a public address to its first lookup and loopback to every later one. */
function createRebindingResolver(): ResolveHost & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    return calls.length === 1 ? [PUBLIC] : [LOOPBACK];
  };
  return Object.assign(resolve, { calls });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  // Through the agent alone, fetch wraps the refusal as its 'fetch failed' cause.
  const reason = error instanceof TypeError ? error.cause : error;
  if (!(reason instanceof AppError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return reason;
}

describe("the pinned MCP network", () => {
  it("refuses at connect a name that answers a public address to the check and loopback to the connection", async () => {
    // 'localhost' is loopback to the system resolver too: had the connection resolved again on its own, it would
    // have reached the server.
    const resolve = createRebindingResolver();
    const network = createMcpNetwork({ allowPrivateNetworks: false }, resolve);
    try {
      const refused = await refusal(network.fetch(`http://localhost:${port}/mcp`));
      expect(refused.message).toBe(mcpServerTexts.privateAddress);
      expect(resolve.calls).toEqual(["localhost", "localhost"]);
      expect(reached).toBe(0);
    } finally {
      await network.close();
    }
  });

  it("refuses a name with one private address among public ones, and says so when a name does not resolve", async () => {
    const network = createMcpNetwork({ allowPrivateNetworks: false }, async () => [PUBLIC, LOOPBACK]);
    const unresolvable = createMcpNetwork({ allowPrivateNetworks: false }, async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    });
    try {
      expect((await refusal(network.fetch(`http://localhost:${port}/mcp`))).message).toBe(
        mcpServerTexts.privateAddress,
      );
      expect((await refusal(unresolvable.fetch("https://no-existe.example/mcp"))).message).toBe(
        mcpServerTexts.unresolvable,
      );
      expect(reached).toBe(0);
    } finally {
      await network.close();
      await unresolvable.close();
    }
  });

  it("checks literal IP hosts at connect, IPv4-mapped IPv6 included, without asking any resolver", async () => {
    const calls: string[] = [];
    const agent = await createPinnedAgent({ allowPrivateNetworks: false }, async (hostname) => {
      calls.push(hostname);
      return [PUBLIC];
    });
    try {
      for (const url of [
        "http://10.20.30.40/mcp",
        `http://[::ffff:127.0.0.1]:${port}/mcp`,
        `http://127.0.0.1:${port}/`,
      ]) {
        const refused = await refusal(undiciFetch(url, { dispatcher: agent }));
        expect(refused.message, url).toBe(mcpServerTexts.privateAddress);
      }
      expect(calls).toEqual([]);
      expect(reached).toBe(0);
    } finally {
      await agent.close();
    }
  });

  it("refuses literal private hosts before sending anything", async () => {
    const network = createMcpNetwork({ allowPrivateNetworks: false }, async () => [PUBLIC]);
    try {
      for (const url of ["http://10.1.2.3:8080/mcp", `http://[::ffff:127.0.0.1]:${port}/mcp`]) {
        expect((await refusal(network.fetch(url))).message, url).toBe(mcpServerTexts.privateAddress);
      }
      expect(reached).toBe(0);
    } finally {
      await network.close();
    }
  });

  it("reaches the sandbox's own origin and nothing else on loopback, and everything when private networks are allowed", async () => {
    const sandboxOrigin = `http://127.0.0.1:${port}`;
    const demo = createMcpNetwork({ allowPrivateNetworks: false, sandboxOrigin }, async () => [LOOPBACK]);
    const open = createMcpNetwork({ allowPrivateNetworks: true });
    try {
      const answered = await demo.fetch(`${sandboxOrigin}/mcp`);
      expect(await answered.text()).toBe("dentro");
      expect((await refusal(demo.fetch(`http://localhost:${port}/mcp`))).message).toBe(mcpServerTexts.privateAddress);
      expect(reached).toBe(1);
      expect((await open.fetch(`http://localhost:${port}/mcp`)).status).toBe(200);
      expect(reached).toBe(2);
    } finally {
      await demo.close();
      await open.close();
    }
  });

  it("refuses redirects", async () => {
    const open = createMcpNetwork({ allowPrivateNetworks: true });
    try {
      await expect(open.fetch(`http://127.0.0.1:${port}/redirect`, { redirect: "follow" })).rejects.toThrow();
      expect(reached).toBe(1);
    } finally {
      await open.close();
    }
  });

  it("gives the person's reason when the SDK's client or its OAuth discovery meets the rebinding name", async () => {
    const clientNetwork = createMcpNetwork({ allowPrivateNetworks: false }, createRebindingResolver());
    const discoveryNetwork = createMcpNetwork({ allowPrivateNetworks: false }, createRebindingResolver());
    try {
      const url = `http://localhost:${port}/mcp`;
      await expect(
        listServerTools({ name: "Interno", url }, { timeoutMs: 5_000, network: clientNetwork }),
      ).rejects.toMatchObject({ message: mcpServerTexts.privateAddress });
      // The SDK's discovery reads a failed fetch (a TypeError) as a CORS failure and tries the next address: the
      // refusal must reach it as itself.
      const fetchFn = createGuardedFetch({ timeoutMs: 5_000, network: discoveryNetwork }, AbortSignal.timeout(5_000));
      await expect(discoverOAuthServerInfo(url, { fetchFn })).rejects.toMatchObject({
        message: mcpServerTexts.privateAddress,
      });
      expect(reached).toBe(0);
    } finally {
      await clientNetwork.close();
      await discoveryNetwork.close();
    }
  });
});
