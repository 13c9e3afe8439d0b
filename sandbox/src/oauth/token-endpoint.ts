import type { FastifyReply, FastifyRequest } from "fastify";
import type { IssuedTokens, ProviderFamily, TokenEndpoint } from "../providers/provider-family";
import { OAuthError, wordTokenError } from "./oauth-error";
import { verifyPkce } from "./pkce";
import { type RequestParams, readRequestParams } from "./request-params";
import { authenticateClient, type ClientCredentials } from "./sandbox-client";
import type { TokenStore } from "./token-store";

type TokenFamily = ProviderFamily & { token: TokenEndpoint };

/** The grant a token request asks for, with the provider's default where it takes none. */
export function readGrantType(endpoint: TokenEndpoint, params: RequestParams): string | undefined {
  return params.grant_type ?? (endpoint.impliedGrantType ? "authorization_code" : undefined);
}

function requireParam(params: RequestParams, name: string): string {
  const value = params[name];
  if (!value) throw new OAuthError("missing_parameter", name);
  return value;
}

function exchangeCode(
  family: TokenFamily,
  tokens: TokenStore,
  client: ClientCredentials,
  params: RequestParams,
): IssuedTokens {
  const code = tokens.findCode(requireParam(params, "code"));
  if (!code || code.family !== family.id) throw new OAuthError("unknown_code");
  // OAuth 2.1 §4.1.2: a replayed code means it leaked, so what it bought is taken back.
  if (code.usedAt !== null) {
    if (code.grantId) tokens.revokeGrant(code.grantId);
    throw new OAuthError("code_reused");
  }
  code.usedAt = tokens.now();
  if (code.expiresAt <= tokens.now()) throw new OAuthError("code_expired");
  if (code.clientId !== client.id) throw new OAuthError("client_mismatch");
  if (family.token.checksRedirectUri && params.redirect_uri !== code.redirectUri) {
    throw new OAuthError("redirect_mismatch");
  }
  if (family.authorize?.pkce) {
    // A verifier without a challenge is refused too: it is how a PKCE downgrade shows (RFC 9700 §2.1.1).
    const verified = code.codeChallenge
      ? verifyPkce(params.code_verifier, code.codeChallenge)
      : params.code_verifier === undefined;
    if (!verified) throw new OAuthError("pkce_failed");
  }
  const grant = tokens.createGrant({
    family: family.id,
    clientId: client.id,
    scopes: code.scopes,
    account: code.account,
  });
  code.grantId = grant.id;
  const access = tokens.issueAccessToken(grant, family.token.accessTokenSeconds, family.token.accessTokenPrefix);
  const refresh = family.token.refresh?.issuedFor(code)
    ? tokens.issueRefreshToken(grant, family.token.refreshTokenPrefix)
    : undefined;
  return {
    grantType: "authorization_code",
    accessToken: access.token,
    expiresIn: family.token.accessTokenSeconds,
    ...(refresh ? { refreshToken: refresh.token } : {}),
    scopes: grant.scopes,
    clientId: client.id,
    clientSecret: client.secret,
    issuedAt: tokens.now(),
  };
}

function refreshGrant(
  family: TokenFamily,
  tokens: TokenStore,
  client: ClientCredentials,
  params: RequestParams,
): IssuedTokens {
  const policy = family.token.refresh;
  if (!policy) throw new OAuthError("unsupported_grant_type", "this provider issues no refresh tokens");
  const presented = tokens.findLiveRefreshToken(requireParam(params, "refresh_token"));
  const grant = presented && tokens.findGrant(presented.grantId);
  if (!presented || !grant || presented.family !== family.id || grant.clientId !== client.id) {
    throw new OAuthError("bad_refresh_token");
  }
  const access = tokens.issueAccessToken(grant, family.token.accessTokenSeconds, family.token.accessTokenPrefix);
  let refreshToken: string | undefined;
  if (policy.onRefresh === "rotate") {
    tokens.retireRefreshToken(presented);
    refreshToken = tokens.issueRefreshToken(grant, family.token.refreshTokenPrefix).token;
  } else if (policy.onRefresh === "same") {
    refreshToken = presented.token;
  }
  return {
    grantType: "refresh_token",
    accessToken: access.token,
    expiresIn: family.token.accessTokenSeconds,
    ...(refreshToken ? { refreshToken } : {}),
    scopes: grant.scopes,
    clientId: client.id,
    clientSecret: client.secret,
    issuedAt: tokens.now(),
  };
}

/** One token endpoint: reads the request the way the provider does, checks it, and answers in its shape. */
export function handleTokenRequest(
  family: TokenFamily,
  tokens: TokenStore,
  request: FastifyRequest,
  reply: FastifyReply,
): unknown {
  reply.header("cache-control", "no-store").header("pragma", "no-cache");
  try {
    const params = readRequestParams(request, family.token.paramsFrom);
    const grantType = readGrantType(family.token, params);
    if (!grantType) throw new OAuthError("missing_parameter", "grant_type");
    const client = authenticateClient(family.id, request, params, family.token.clientAuth);
    if (grantType === "authorization_code") return family.token.answer(exchangeCode(family, tokens, client, params));
    if (grantType === "refresh_token") return family.token.answer(refreshGrant(family, tokens, client, params));
    throw new OAuthError("unsupported_grant_type", grantType);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    const answer = wordTokenError(family.token.errorStyle, error);
    return reply.code(answer.status).send(answer.body);
  }
}
