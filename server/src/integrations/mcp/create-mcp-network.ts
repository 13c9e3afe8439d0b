import type { LookupFunction } from "node:net";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { Agent } from "undici";
import { AppError } from "../../errors/app-error";
import {
  type AddressPolicy,
  assertPublicLiteral,
  assertPublicServer,
  isOpenOrigin,
  type ResolveHost,
  resolvePublicAddresses,
  resolveWithDns,
} from "./check-server-address";

/**
 * The one way Shifu reaches MCP servers and their authorization servers: a fetch on an undici agent of its own, and
 * the agent's closing when the app stops.
 */
export type McpNetwork = { fetch: FetchLike; close(): Promise<void> };

/**
 * The lookup of every connection to a stranger's host: the name is resolved once, every address checked, and the
 * socket connects only to the addresses just checked, so a name cannot answer a public address to a check and a
 * private one to the connection.
 */
function createPinnedLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublicAddresses(hostname, resolve).then(
      (addresses) => {
        const usable = options.family ? addresses.filter((entry) => entry.family === options.family) : addresses;
        const [first] = usable;
        if (!first) callback(Object.assign(new Error(`No address for ${hostname}`), { code: "ENOTFOUND" }), "");
        else if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: AppError) => callback(error, ""),
    );
  };
}

/**
 * The agent every MCP request goes through. Connections to the sandbox's origin (Shifu's own configuration) or, when
 * the install allows private networks, to any host use the system's resolver; every other one goes through the pinned
 * lookup, and a literal IP host (which Node connects to without any lookup) is checked here.
 */
export async function createPinnedAgent(policy: AddressPolicy, resolve: ResolveHost = resolveWithDns): Promise<Agent> {
  const { Agent, buildConnector } = await import("undici");
  const connectOpen = buildConnector({});
  const connectPinned = buildConnector({ lookup: createPinnedLookup(resolve) });
  return new Agent({
    connect: (options, callback) => {
      if (isOpenOrigin(`${options.protocol}//${options.host}`, policy)) return connectOpen(options, callback);
      try {
        assertPublicLiteral(options.hostname);
      } catch (error) {
        return callback(error as AppError, null);
      }
      return connectPinned(options, callback);
    },
  });
}

/**
 * Builds the MCP network for this install: each request is checked first, for the person's reason before the SDK
 * sends anything, then connects through the pinned agent; redirects are refused.
 */
export function createMcpNetwork(policy: AddressPolicy, resolve: ResolveHost = resolveWithDns): McpNetwork {
  // undici and the agent come with the first MCP request, not with the server's start (about 100 ms of loading).
  let loadingAgent: Promise<Agent> | undefined;
  const fetch: FetchLike = async (input, init) => {
    await assertPublicServer(new URL(input), policy, resolve);
    loadingAgent ??= createPinnedAgent(policy, resolve);
    const [agent, { fetch: undiciFetch }] = await Promise.all([loadingAgent, import("undici")]);
    try {
      // undici's own fetch with its own agent: Node's global fetch bundles another undici, whose dispatcher API need
      // not match this one's.
      return (await undiciFetch(input, {
        ...(init as Parameters<typeof undiciFetch>[1]),
        redirect: "error",
        dispatcher: agent,
      })) as unknown as Response;
    } catch (error) {
      // fetch reports a refused connection as 'fetch failed'; the refusal itself is the reason the person reads.
      if (error instanceof TypeError && error.cause instanceof AppError) throw error.cause;
      throw error;
    }
  };
  return { fetch, close: async () => (await loadingAgent)?.close() };
}
