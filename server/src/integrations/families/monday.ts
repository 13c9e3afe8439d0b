import type { OAuthSettings } from "../types";

/** monday.com tokens do not expire and come with no refresh token. */
export function createMondayOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://auth.monday.com/oauth2/authorize",
    tokenUrl: "https://auth.monday.com/oauth2/token",
    scopes,
    pkce: false,
    tokenRequest: { format: "form", clientAuth: "body" },
  };
}
