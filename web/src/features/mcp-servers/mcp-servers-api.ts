import type { MessageResponse } from "@shifu/contract/accounts";
import type {
  AddMcpServerRequest,
  McpOAuthCallbackRequest,
  McpServerConnectResponse,
  McpServerSavedResponse,
  McpServerSummary,
  McpServersResponse,
} from "@shifu/contract/mcp-servers";
import { isMcpAppKey } from "@shifu/contract/plain/mcp-servers";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "../../shared/api-client";
import type { CurrentAssistant } from "../chat/current-assistant";

export const mcpServersQueryKey = ["mcp-servers"] as const;

async function fetchMcpServers() {
  const result = await callApi<McpServersResponse>({ method: "GET", path: "/api/mcp-servers" });
  if (!result.ok) throw new Error(`GET /api/mcp-servers falló (${result.kind})`);
  return result.data;
}

export function useMcpServers() {
  return useQuery({ queryKey: mcpServersQueryKey, queryFn: fetchMcpServers });
}

/** The name of the server behind an app key (`mcp-{id}`), from the same list; undefined for any other app. */
export function useMcpServerName(appKey: string): string | undefined {
  return useQuery({
    queryKey: mcpServersQueryKey,
    queryFn: fetchMcpServers,
    enabled: isMcpAppKey(appKey),
    select: (data) => data.servers.find((server) => server.app === appKey)?.name,
  }).data;
}

/** Connects at once, or answers with the OAuth server's sign-in page to go to first. */
export function addMcpServer(request: AddMcpServerRequest) {
  return callApi<McpServerConnectResponse>({ method: "POST", path: "/api/mcp-servers", json: request });
}

/** 'Reconectar': an OAuth server's sign-in page again, or (any other) its tools read again. */
export function reconnectMcpServer(id: string) {
  return callApi<McpServerConnectResponse>({ method: "POST", path: `/api/mcp-servers/${id}/reconnect` });
}

/** Hands what the server's sign-in page sent back to /chat to Shifu, which exchanges it and reads the tools. */
export function saveMcpAuthorization(answer: McpOAuthCallbackRequest) {
  return callApi<McpServerSavedResponse>({ method: "POST", path: "/api/mcp-servers/oauth-callback", json: answer });
}

export function removeMcpServer(id: string) {
  return callApi<MessageResponse>({ method: "DELETE", path: `/api/mcp-servers/${id}` });
}

/** A connected server as the assistant the workspace opens: its own chat, named '{name}Chat'. */
export function toMcpAssistant(server: Pick<McpServerSummary, "app" | "name">): CurrentAssistant {
  return { type: server.app as CurrentAssistant["type"], title: server.name, icon: "mcp" };
}
