import type { MessageResponse } from "@shifu/contract/accounts";
import type {
  AuthorizeResponse,
  OAuthCallbackRequest,
  SavedIntegrationResponse,
  ServiceAvailabilityResponse,
} from "@shifu/contract/services";
import { callApi } from "../../shared/api-client";

/** The catalogue with what the server can connect now: coming-soon services, and those the sandbox stands in for. */
export function fetchServiceAvailability() {
  return callApi<ServiceAvailabilityResponse>({ method: "GET", path: "/integrations/services" });
}

/** Starts a connection: the server answers with the consent page to send the browser to. */
export function authorizeService(key: string) {
  return callApi<AuthorizeResponse>({
    method: "POST",
    path: `/integrations/${encodeURIComponent(key)}/authorize`,
  });
}

/** The spec's proxy paths are the service key with hyphens: `/linkedin-sales-proxy`. */
export function toProxyPath(key: string): `/${string}` {
  return `/${key.replaceAll("_", "-")}-proxy`;
}

/** Hands what the provider sent back to /chat to the server, which exchanges it and stores the connection. */
export function saveAuthorization(key: string, answer: OAuthCallbackRequest) {
  return callApi<SavedIntegrationResponse>({ method: "POST", path: toProxyPath(key), json: answer });
}

/** Revokes the connection at the provider and forgets it. */
export function disconnectService(key: string) {
  return callApi<MessageResponse>({ method: "DELETE", path: `/integrations/${encodeURIComponent(key)}` });
}
