import {
  type McpAuthorizationDecisionRequest,
  McpAuthorizationDecisionResponseSchema,
  McpAuthorizationInfoResponseSchema,
  McpAuthorizationRequestSchema,
  McpClientRevokedResponseSchema,
  McpConnectedClientsResponseSchema,
} from "@shifu/contract/mcp-endpoint";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "../../shared/api-client";

export const connectedClientsQueryKey = ["mcp-endpoint", "clients"] as const;

/** The OAuth authorization request as the client wrote it in the page's address; null when it is not one. */
export function readAuthorizationRequest(search: string) {
  const parsed = McpAuthorizationRequestSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  return parsed.success ? parsed.data : null;
}

export function fetchAuthorizationInfo(search: string) {
  return callApi({
    method: "GET",
    path: `/api/mcp-endpoint/authorization${search}`,
    schema: McpAuthorizationInfoResponseSchema,
  });
}

export function decideAuthorization(request: McpAuthorizationDecisionRequest) {
  return callApi({
    method: "POST",
    path: "/api/mcp-endpoint/authorization",
    schema: McpAuthorizationDecisionResponseSchema,
    json: request,
  });
}

export function useConnectedClients() {
  return useQuery({
    queryKey: connectedClientsQueryKey,
    queryFn: async () => {
      const result = await callApi({
        method: "GET",
        path: "/api/mcp-endpoint/clients",
        schema: McpConnectedClientsResponseSchema,
      });
      if (!result.ok) throw new Error(`GET /api/mcp-endpoint/clients falló (${result.kind})`);
      return result.data.clients;
    },
  });
}

export function revokeConnectedClient(id: string) {
  return callApi({ method: "DELETE", path: `/api/mcp-endpoint/clients/${id}`, schema: McpClientRevokedResponseSchema });
}
