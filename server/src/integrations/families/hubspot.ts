import type { OAuthSettings } from "../types";

export function createHubSpotOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://app.hubspot.com/oauth/authorize",
    tokenUrl: "https://api.hubapi.com/oauth/v1/token",
    scopes,
    pkce: false,
    tokenRequest: { format: "form", clientAuth: "body" },
  };
}
