import type { OAuthSettings } from "../types";

/** Salesforce's default session timeout; an org can shorten it, and the 401 that follows triggers a refresh. */
const SALESFORCE_SESSION_SECONDS = 7200;

export function createSalesforceOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://login.salesforce.com/services/oauth2/authorize",
    tokenUrl: "https://login.salesforce.com/services/oauth2/token",
    // refresh_token is Salesforce's name for offline access; openid opens the userinfo call.
    scopes: ["openid", "profile", "email", "refresh_token", ...scopes],
    pkce: true,
    tokenRequest: { format: "form", clientAuth: "body" },
    // The token answer carries no expires_in.
    defaultExpiresIn: SALESFORCE_SESSION_SECONDS,
  };
}
