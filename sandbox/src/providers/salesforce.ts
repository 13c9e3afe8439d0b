import { createHmac } from "node:crypto";
import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import { readRequestParams } from "../oauth/request-params";
import type { IssuedTokens, ProviderFamily } from "./provider-family";

const account = demoAccounts.salesforce;
const identityUrl = `https://login.salesforce.com/id/${account.organizationId}/${account.userId}`;

/** Salesforce signs the identity URL and issue time with the client secret, so a client can check both. */
function answerTokens(issued: IssuedTokens): unknown {
  const issuedAt = String(issued.issuedAt);
  return {
    access_token: issued.accessToken,
    ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
    signature: createHmac("sha256", issued.clientSecret).update(`${identityUrl}${issuedAt}`).digest("base64"),
    scope: issued.scopes.join(" "),
    instance_url: account.instanceUrl,
    id: identityUrl,
    token_type: "Bearer",
    issued_at: issuedAt,
  };
}

export const salesforce: ProviderFamily = {
  id: "salesforce",
  name: "Salesforce",
  brandColor: "#0176d3",
  authorize: {
    host: "login.salesforce.com",
    path: "/services/oauth2/authorize",
    scopeParam: "scope",
    scopeRequired: false,
    responseTypeRequired: true,
    requiredParams: {},
    pkce: true,
  },
  token: {
    host: "login.salesforce.com",
    path: "/services/oauth2/token",
    method: "POST",
    paramsFrom: ["form"],
    clientAuth: ["body", "basic"],
    impliedGrantType: false,
    checksRedirectUri: true,
    // The session lasts two hours by default; the answer carries no expires_in.
    accessTokenSeconds: 7200,
    accessTokenPrefix: `${account.organizationId}!`,
    refreshTokenPrefix: "5Aep861",
    refresh: { issuedFor: () => true, onRefresh: "omit" },
    errorStyle: "oauth",
    answer: answerTokens,
  },
  revoke: {
    method: "POST",
    host: "login.salesforce.com",
    path: "/services/oauth2/revoke",
    handle: ({ request, reply, tokens }) => {
      const { token } = readRequestParams(request, ["form", "query"]);
      if (token && tokens.revokeByToken("salesforce", token)) return reply.send();
      return reply.code(400).send({ error: "invalid_token", error_description: "invalid token" });
    },
  },
  api: [
    {
      method: "GET",
      host: "login.salesforce.com",
      path: "/services/oauth2/userinfo",
      credential: "bearer",
      answer: ({ publicUrl }) => ({
        sub: identityUrl,
        user_id: account.userId,
        organization_id: account.organizationId,
        preferred_username: account.username,
        nickname: account.givenName.toLowerCase(),
        name: account.displayName,
        email: account.email,
        email_verified: true,
        given_name: account.givenName,
        family_name: account.familyName,
        zoneinfo: "Europe/Madrid",
        photos: {
          picture: getDemoAvatarUrl(publicUrl, "salesforce"),
          thumbnail: getDemoAvatarUrl(publicUrl, "salesforce"),
        },
        active: true,
        user_type: "STANDARD",
        language: "es",
        locale: "es_ES",
      }),
    },
  ],
  rejectAccessToken: () => ({
    status: 401,
    body: [{ message: "Session expired or invalid", errorCode: "INVALID_SESSION_ID" }],
  }),
};
