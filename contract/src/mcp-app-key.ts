// Kept apart from mcp-servers.ts, whose zod schemas would otherwise come with these helpers into the web app's entry
// (the entry names the first chat's history path, which may be an MCP server's).
/**
 * A Model Context Protocol server the person connected is an app of theirs: its assistant key is `mcp-{id}`, its
 * chat '{name}Chat', its tools `mcp_{first 8 of id}_{tool}`.
 */
export type McpAppKey = `mcp-${string}`;

const MCP_APP_KEY = /^mcp-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isMcpAppKey(key: string): key is McpAppKey {
  return MCP_APP_KEY.test(key);
}

export function toMcpAppKey(serverId: string): McpAppKey {
  return `mcp-${serverId}`;
}

export function toMcpServerId(key: McpAppKey): string {
  return key.slice("mcp-".length);
}

export function toMcpChatName(serverName: string): string {
  return `${serverName}Chat`;
}
