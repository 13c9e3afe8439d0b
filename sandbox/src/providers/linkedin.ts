import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import { readRequestParams } from "../oauth/request-params";
import { authenticateClient } from "../oauth/sandbox-client";
import type { ProviderFamily } from "./provider-family";

const account = demoAccounts.linkedin;
const REFRESH_TOKEN_SECONDS = 31_536_000;

export const linkedin: ProviderFamily = {
  id: "linkedin",
  name: "LinkedIn",
  brandColor: "#0a66c2",
  authorize: {
    host: "www.linkedin.com",
    path: "/oauth/v2/authorization",
    scopeParam: "scope",
    scopeRequired: true,
    responseTypeRequired: true,
    requiredParams: {},
    pkce: false,
  },
  token: {
    host: "www.linkedin.com",
    path: "/oauth/v2/accessToken",
    method: "POST",
    paramsFrom: ["form"],
    clientAuth: ["body"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: 5_184_000,
    accessTokenPrefix: "AQV",
    refreshTokenPrefix: "AQX",
    refresh: { issuedFor: () => true, onRefresh: "same" },
    errorStyle: "oauth",
    answer: (issued) => ({
      access_token: issued.accessToken,
      expires_in: issued.expiresIn,
      ...(issued.refreshToken
        ? { refresh_token: issued.refreshToken, refresh_token_expires_in: REFRESH_TOKEN_SECONDS }
        : {}),
      scope: issued.scopes.join(","),
    }),
  },
  revoke: {
    method: "POST",
    host: "www.linkedin.com",
    path: "/oauth/v2/revoke",
    handle: ({ request, reply, tokens }) => {
      const params = readRequestParams(request, ["form"]);
      authenticateClient("linkedin", request, params, ["body"]);
      if (params.token) tokens.revokeByToken("linkedin", params.token);
      return reply.send();
    },
  },
  api: [
    {
      method: "GET",
      host: "api.linkedin.com",
      path: "/v2/userinfo",
      credential: "bearer",
      answer: ({ publicUrl }) => ({
        sub: account.sub,
        email_verified: true,
        name: account.displayName,
        locale: { country: "ES", language: "es" },
        given_name: account.givenName,
        family_name: account.familyName,
        email: account.email,
        picture: getDemoAvatarUrl(publicUrl, "linkedin"),
      }),
    },
  ],
  rejectAccessToken: () => ({
    status: 401,
    body: { serviceErrorCode: 65600, message: "Invalid access token", status: 401 },
  }),
};
