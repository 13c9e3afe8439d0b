import type { OAuthSettings } from "../types";

export function createDiscordOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://discord.com/oauth2/authorize",
    tokenUrl: "https://discord.com/api/oauth2/token",
    scopes,
    pkce: false,
    tokenRequest: { format: "form", clientAuth: "body" },
  };
}
