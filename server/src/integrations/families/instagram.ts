import { OAuthGrantError } from "../oauth-client";
import type { OAuthSettings, TokenSet } from "../types";

/** Instagram's short-lived user tokens last an hour; the code exchange does not say so. */
const INSTAGRAM_SHORT_LIVED_SECONDS = 3600;

type InstagramTokenAnswer = { access_token?: unknown; permissions?: unknown };

/** Instagram names the granted scopes `permissions` (a list or a comma-separated string), not `scope`. */
export function readInstagramTokenResponse(body: unknown): TokenSet {
  const answer = (body ?? {}) as InstagramTokenAnswer;
  if (typeof answer.access_token !== "string") throw new OAuthGrantError("invalid_response", "sin access_token");
  const permissions = Array.isArray(answer.permissions)
    ? answer.permissions.filter((permission): permission is string => typeof permission === "string")
    : typeof answer.permissions === "string"
      ? answer.permissions.split(",").filter(Boolean)
      : [];
  return { accessToken: answer.access_token, refreshToken: null, expiresIn: null, scopes: permissions };
}

/** Instagram API with Instagram Login (business and creator accounts): no refresh token. */
export function createInstagramOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://www.instagram.com/oauth/authorize",
    tokenUrl: "https://api.instagram.com/oauth/access_token",
    scopes,
    scopeSeparator: ",",
    pkce: false,
    tokenRequest: { format: "form", clientAuth: "body" },
    readTokenResponse: readInstagramTokenResponse,
    defaultExpiresIn: INSTAGRAM_SHORT_LIVED_SECONDS,
  };
}
