import type { OAuthSettings } from "../types";

/** Atlassian's 3LO: one app for its cloud products; each service adds its product's scopes. */
export function createAtlassianOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://auth.atlassian.com/authorize",
    tokenUrl: "https://auth.atlassian.com/oauth/token",
    // offline_access is what makes Atlassian issue a (rotating) refresh token; read:me opens the identity call.
    scopes: [...scopes, "offline_access", "read:me"],
    pkce: true,
    // The audience names the API the token is for; prompt=consent is required for 3LO apps.
    extraAuthorizeParams: { audience: "api.atlassian.com", prompt: "consent" },
    tokenRequest: { format: "json", clientAuth: "body" },
  };
}
