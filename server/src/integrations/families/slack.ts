import { OAuthGrantError } from "../oauth-client";
import type { OAuthSettings, TokenSet } from "../types";

type SlackTokenFields = { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string };
type SlackTokenAnswer = SlackTokenFields & { ok?: boolean; error?: string; authed_user?: SlackTokenFields };

/** Slack's names for a dead code or refresh token, which the flow treats as any provider's `invalid_grant`. */
const DEAD_GRANT_ERRORS = new Set(["invalid_code", "invalid_refresh_token", "token_revoked", "token_expired"]);
const CLIENT_ERRORS = new Set(["invalid_client_id", "bad_client_secret"]);

/** Slack answers every token error with HTTP 200 and `ok: false`, so the HTTP status says nothing. */
export function readSlackTokenResponse(body: unknown): TokenSet {
  const answer = (body ?? {}) as SlackTokenAnswer;
  if (answer.ok !== true) {
    const error = answer.error ?? "invalid_response";
    if (DEAD_GRANT_ERRORS.has(error)) throw new OAuthGrantError("invalid_grant", error);
    if (CLIENT_ERRORS.has(error)) throw new OAuthGrantError("invalid_client", error);
    throw new OAuthGrantError(error);
  }
  // A code exchange puts the user token under authed_user; refreshing a rotated user token answers it at the top.
  const fields = typeof answer.authed_user?.access_token === "string" ? answer.authed_user : answer;
  if (typeof fields.access_token !== "string") throw new OAuthGrantError("invalid_response", "sin access_token");
  return {
    accessToken: fields.access_token,
    refreshToken: typeof fields.refresh_token === "string" ? fields.refresh_token : null,
    expiresIn: typeof fields.expires_in === "number" ? fields.expires_in : null,
    scopes: typeof fields.scope === "string" ? fields.scope.split(",").filter(Boolean) : [],
  };
}

/** Shifu acts as the person, so it asks only for a user token: its scopes go in `user_scope`, comma-separated. */
export function createSlackOAuth(userScopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://slack.com/oauth/v2/authorize",
    tokenUrl: "https://slack.com/api/oauth.v2.access",
    scopes: userScopes,
    scopeParam: "user_scope",
    scopeSeparator: ",",
    pkce: false,
    tokenRequest: { format: "form", clientAuth: "body" },
    readTokenResponse: readSlackTokenResponse,
  };
}
