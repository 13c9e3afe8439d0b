import type { OAuthSettings } from "../types";

/** ClickUp has no scopes and no refresh: its tokens last until the user removes the app. */
export function createClickUpOAuth(): OAuthSettings {
  return {
    authorizeUrl: "https://app.clickup.com/api",
    tokenUrl: "https://api.clickup.com/api/v2/oauth/token",
    scopes: [],
    pkce: false,
    // ClickUp reads client_id, client_secret and code from the query string, not from a body.
    tokenRequest: { format: "query", clientAuth: "body" },
  };
}
