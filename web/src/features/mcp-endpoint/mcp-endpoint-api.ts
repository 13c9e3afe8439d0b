import type {
  McpAuthorizationDecisionRequest,
  McpAuthorizationDecisionResponse,
  McpAuthorizationInfoResponse,
  McpAuthorizationRequest,
  McpClientRevokedResponse,
  McpConnectedClientsResponse,
} from "@shifu/contract/mcp-endpoint";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "../../shared/api-client";

export const connectedClientsQueryKey = ["mcp-endpoint", "clients"] as const;

const OPTIONAL_FIELDS = ["code_challenge", "code_challenge_method", "state", "scope", "resource"] as const;

/**
 * The OAuth authorization request as the client wrote it in the page's address, or null when it lacks what every
 * request has. The server checks the rest, so the page needs no schema of its own.
 */
export function readAuthorizationRequest(search: string): McpAuthorizationRequest | null {
  const params = new URLSearchParams(search);
  const responseType = params.get("response_type");
  const clientId = params.get("client_id");
  const redirectUri = params.get("redirect_uri");
  if (!responseType || !clientId || !redirectUri) return null;
  const request: McpAuthorizationRequest = {
    response_type: responseType,
    client_id: clientId,
    redirect_uri: redirectUri,
  };
  for (const field of OPTIONAL_FIELDS) {
    const value = params.get(field);
    if (value !== null) request[field] = value;
  }
  return request;
}

export function fetchAuthorizationInfo(search: string) {
  return callApi<McpAuthorizationInfoResponse>({ method: "GET", path: `/api/mcp-endpoint/authorization${search}` });
}

export function decideAuthorization(request: McpAuthorizationDecisionRequest) {
  return callApi<McpAuthorizationDecisionResponse>({
    method: "POST",
    path: "/api/mcp-endpoint/authorization",
    json: request,
  });
}

export function useConnectedClients() {
  return useQuery({
    queryKey: connectedClientsQueryKey,
    queryFn: async () => {
      const result = await callApi<McpConnectedClientsResponse>({ method: "GET", path: "/api/mcp-endpoint/clients" });
      if (!result.ok) throw new Error(`GET /api/mcp-endpoint/clients falló (${result.kind})`);
      return result.data.clients;
    },
  });
}

export function revokeConnectedClient(id: string) {
  return callApi<McpClientRevokedResponse>({ method: "DELETE", path: `/api/mcp-endpoint/clients/${id}` });
}
