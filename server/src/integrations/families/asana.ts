import type { OAuthSettings } from "../types";

export function createAsanaOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://app.asana.com/-/oauth_authorize",
    tokenUrl: "https://app.asana.com/-/oauth_token",
    scopes,
    pkce: true,
    tokenRequest: { format: "form", clientAuth: "body" },
  };
}
