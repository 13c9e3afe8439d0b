import { MessageResponseSchema } from "@shifu/contract/accounts";
import {
  AuthorizeResponseSchema,
  type OAuthCallbackRequest,
  SavedIntegrationResponseSchema,
  ServiceAvailabilityResponseSchema,
} from "@shifu/contract/services";
import { callApi } from "../../shared/api-client";

/** The catalogue with what the server can connect now: coming-soon services, and those the sandbox stands in for. */
export function fetchServiceAvailability() {
  return callApi({ method: "GET", path: "/integrations/services", schema: ServiceAvailabilityResponseSchema });
}

/** Starts a connection: the server answers with the consent page to send the browser to. */
export function authorizeService(key: string) {
  return callApi({
    method: "POST",
    path: `/integrations/${encodeURIComponent(key)}/authorize`,
    schema: AuthorizeResponseSchema,
  });
}

/** The spec's proxy paths are the service key with hyphens: `/linkedin-sales-proxy`. */
export function toProxyPath(key: string): `/${string}` {
  return `/${key.replaceAll("_", "-")}-proxy`;
}

/** Hands what the provider sent back to /chat to the server, which exchanges it and stores the connection. */
export function saveAuthorization(key: string, answer: OAuthCallbackRequest) {
  return callApi({ method: "POST", path: toProxyPath(key), schema: SavedIntegrationResponseSchema, json: answer });
}

/** Revokes the connection at the provider and forgets it. */
export function disconnectService(key: string) {
  return callApi({ method: "DELETE", path: `/integrations/${encodeURIComponent(key)}`, schema: MessageResponseSchema });
}
