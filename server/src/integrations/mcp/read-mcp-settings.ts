import type { Env } from "../../env";
import type { McpSettings } from "./mcp-client";

/** The MCP settings of this install; the sandbox's origin counts only while some provider is in demo mode. */
export function readMcpSettings(
  env: Pick<Env, "MCP_ALLOW_PRIVATE_NETWORKS" | "MCP_TIMEOUT_MS">,
  sandboxUrl: string | undefined,
): McpSettings {
  return {
    allowPrivateNetworks: env.MCP_ALLOW_PRIVATE_NETWORKS,
    timeoutMs: env.MCP_TIMEOUT_MS,
    ...(sandboxUrl ? { sandboxOrigin: new URL(sandboxUrl).origin } : {}),
  };
}
