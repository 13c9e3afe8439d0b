import { createHash, randomBytes } from "node:crypto";
import { ProviderError, sendProviderRequest } from "./provider-api";
import type { ProviderMode } from "./provider-modes";
import type { OAuthSettings, TokenSet } from "./types";

/** The provider refused a grant: `invalid_grant` means the user must connect again. */
export class OAuthGrantError extends Error {
  readonly oauthError: string;
  constructor(oauthError: string, description?: string) {
    super(description ? `${oauthError}: ${description}` : oauthError);
    this.name = "OAuthGrantError";
    this.oauthError = oauthError;
  }
}

export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function buildAuthorizeUrl(
  oauth: OAuthSettings,
  mode: ProviderMode,
  input: { state: string; redirectUri: string; codeChallenge?: string; loginHint?: string },
): string {
  const url = new URL(mode.resolveUrl(oauth.authorizeUrl));
  url.searchParams.set("client_id", mode.clientId);
  url.searchParams.set("redirect_uri", input.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("state", input.state);
  if (oauth.scopes.length > 0) {
    url.searchParams.set(oauth.scopeParam ?? "scope", oauth.scopes.join(oauth.scopeSeparator ?? " "));
  }
  if (input.codeChallenge) {
    url.searchParams.set("code_challenge", input.codeChallenge);
    url.searchParams.set("code_challenge_method", "S256");
  }
  for (const [key, value] of Object.entries(oauth.extraAuthorizeParams ?? {})) url.searchParams.set(key, value);
  if (input.loginHint) url.searchParams.set("login_hint", input.loginHint);
  return url.toString();
}

function readStandardTokenResponse(body: unknown): TokenSet {
  const json = (body ?? {}) as Record<string, unknown>;
  if (typeof json.access_token !== "string") throw new OAuthGrantError("invalid_response", "sin access_token");
  return {
    accessToken: json.access_token,
    refreshToken: typeof json.refresh_token === "string" ? json.refresh_token : null,
    expiresIn: typeof json.expires_in === "number" ? json.expires_in : null,
    scopes: typeof json.scope === "string" ? json.scope.split(/[ ,]+/).filter(Boolean) : [],
  };
}

async function requestTokens(
  oauth: OAuthSettings,
  mode: ProviderMode,
  grant: Record<string, string>,
): Promise<TokenSet> {
  const style = oauth.tokenRequest;
  const params: Record<string, string> = { ...grant };
  const headers: Record<string, string> = { ...oauth.tokenHeaders };
  if (style.clientAuth === "basic") {
    headers.authorization = `Basic ${Buffer.from(`${mode.clientId}:${mode.clientSecret}`).toString("base64")}`;
  } else {
    params.client_id = mode.clientId;
    params.client_secret = mode.clientSecret;
  }
  let body: unknown;
  try {
    body = await sendProviderRequest(mode.resolveUrl, null, {
      method: style.method ?? "POST",
      url: oauth.tokenUrl,
      headers,
      auth: "none",
      ...(style.format === "json" ? { json: params } : style.format === "form" ? { form: params } : { query: params }),
    });
  } catch (error) {
    if (error instanceof ProviderError && error.status >= 400 && error.status < 500) {
      const json = (error.body ?? {}) as { error?: unknown; error_description?: unknown };
      const code = typeof json.error === "string" ? json.error : `http_${error.status}`;
      throw new OAuthGrantError(code, typeof json.error_description === "string" ? json.error_description : undefined);
    }
    throw error;
  }
  const tokens = (oauth.readTokenResponse ?? readStandardTokenResponse)(body);
  return { ...tokens, expiresIn: tokens.expiresIn ?? oauth.defaultExpiresIn ?? null };
}

export function exchangeAuthorizationCode(
  oauth: OAuthSettings,
  mode: ProviderMode,
  input: { code: string; redirectUri: string; codeVerifier?: string },
): Promise<TokenSet> {
  return requestTokens(oauth, mode, {
    grant_type: "authorization_code",
    code: input.code,
    redirect_uri: input.redirectUri,
    ...(input.codeVerifier ? { code_verifier: input.codeVerifier } : {}),
  });
}

export function refreshAccessToken(oauth: OAuthSettings, mode: ProviderMode, refreshToken: string): Promise<TokenSet> {
  return requestTokens(oauth, mode, { grant_type: "refresh_token", refresh_token: refreshToken });
}
