import type { MessageResponse } from "@shifu/contract/accounts";
import type {
  AddMcpServerRequest,
  McpServerSavedResponse,
  McpServerSummary,
  McpServersResponse,
} from "@shifu/contract/mcp-servers";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "../../shared/api-client";
import type { CurrentAssistant } from "../chat/current-assistant";

export const mcpServersQueryKey = ["mcp-servers"] as const;

export function useMcpServers() {
  return useQuery({
    queryKey: mcpServersQueryKey,
    queryFn: async () => {
      const result = await callApi<McpServersResponse>({ method: "GET", path: "/api/mcp-servers" });
      if (!result.ok) throw new Error(`GET /api/mcp-servers falló (${result.kind})`);
      return result.data;
    },
  });
}

export function addMcpServer(request: AddMcpServerRequest) {
  return callApi<McpServerSavedResponse>({ method: "POST", path: "/api/mcp-servers", json: request });
}

export function removeMcpServer(id: string) {
  return callApi<MessageResponse>({ method: "DELETE", path: `/api/mcp-servers/${id}` });
}

/** A connected server as the assistant the workspace opens: its own chat, named '{name}Chat'. */
export function toMcpAssistant(server: Pick<McpServerSummary, "app" | "name">): CurrentAssistant {
  return { type: server.app as CurrentAssistant["type"], title: server.name, icon: "mcp" };
}
