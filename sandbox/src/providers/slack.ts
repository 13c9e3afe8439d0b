import { demoAccounts } from "../demo-accounts";
import { readAccessToken } from "../oauth/access-token-reader";
import { readQueryParams } from "../oauth/request-params";
import type { IssuedTokens, ProviderFamily } from "./provider-family";

const account = demoAccounts.slack;
const team = { id: account.team.id, name: account.team.name };

/**
 * With token rotation on, the code exchange nests the user token under authed_user, while a refresh answers it at
 * the top level, as Slack's own SDK reads it.
 */
function answerTokens(issued: IssuedTokens): unknown {
  const scope = issued.scopes.join(",");
  const common = { ok: true, app_id: account.appId, team, enterprise: null, is_enterprise_install: false };
  if (issued.grantType === "refresh_token") {
    return {
      ...common,
      user_id: account.userId,
      access_token: issued.accessToken,
      token_type: "user",
      scope,
      refresh_token: issued.refreshToken,
      expires_in: issued.expiresIn,
    };
  }
  return {
    ...common,
    authed_user: {
      id: account.userId,
      scope,
      access_token: issued.accessToken,
      token_type: "user",
      refresh_token: issued.refreshToken,
      expires_in: issued.expiresIn,
    },
  };
}

export const slack: ProviderFamily = {
  id: "slack",
  name: "Slack",
  brandColor: "#4a154b",
  authorize: {
    host: "slack.com",
    path: "/oauth/v2/authorize",
    // Only user tokens are simulated: bot scopes (`scope`) are not granted.
    scopeParam: "user_scope",
    scopeRequired: true,
    responseTypeRequired: false,
    requiredParams: {},
    pkce: false,
  },
  token: {
    host: "slack.com",
    path: "/api/oauth.v2.access",
    method: "POST",
    paramsFrom: ["form", "json"],
    clientAuth: ["body", "basic"],
    // grant_type is optional at Slack: without one, a code is being exchanged.
    impliedGrantType: true,
    checksRedirectUri: true,
    accessTokenSeconds: 43_200,
    accessTokenPrefix: "xoxe.xoxp-1-",
    refreshTokenPrefix: "xoxe-1-",
    refresh: { issuedFor: () => true, onRefresh: "rotate" },
    errorStyle: "slack",
    answer: answerTokens,
  },
  revoke: {
    method: "GET",
    host: "slack.com",
    path: "/api/auth.revoke",
    handle: ({ request, tokens }) => {
      const token = readAccessToken(request, "bearer") ?? readQueryParams(request).token;
      return token && tokens.revokeByToken("slack", token)
        ? { ok: true, revoked: true }
        : { ok: false, error: "invalid_auth" };
    },
  },
  api: [
    {
      method: "GET",
      host: "slack.com",
      path: "/api/auth.test",
      credential: "bearer",
      answer: () => ({
        ok: true,
        url: account.team.url,
        team: account.team.name,
        user: account.handle,
        team_id: account.team.id,
        user_id: account.userId,
        is_enterprise_install: false,
      }),
    },
  ],
  rejectAccessToken: () => ({ status: 200, body: { ok: false, error: "invalid_auth" } }),
};
