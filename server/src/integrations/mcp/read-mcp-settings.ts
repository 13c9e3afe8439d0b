import type { Env } from "../../env";
import { createMcpNetwork } from "./create-mcp-network";
import type { McpSettings } from "./mcp-client";

/**
 * The MCP settings of this install; the sandbox's origin counts only while some provider is in demo mode. The network
 * holds an undici agent, closed with the app.
 */
export function readMcpSettings(
  env: Pick<Env, "MCP_ALLOW_PRIVATE_NETWORKS" | "MCP_TIMEOUT_MS">,
  sandboxUrl: string | undefined,
): McpSettings {
  const sandboxOrigin = sandboxUrl ? new URL(sandboxUrl).origin : undefined;
  const policy = { allowPrivateNetworks: env.MCP_ALLOW_PRIVATE_NETWORKS, ...(sandboxOrigin ? { sandboxOrigin } : {}) };
  return {
    timeoutMs: env.MCP_TIMEOUT_MS,
    ...(sandboxOrigin ? { sandboxOrigin } : {}),
    network: createMcpNetwork(policy),
  };
}
