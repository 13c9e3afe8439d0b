import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import { seedGoogleData } from "../demo-data/google-data";
import { signIdToken } from "../oauth/id-token";
import { readRequestParams } from "../oauth/request-params";
import { calendarRoutes } from "./google-calendar";
import { driveRoutes } from "./google-drive";
import { editorRoutes } from "./google-editors";
import { gmailRoutes } from "./google-gmail";
import { addGoogleItem, googleLiveItems } from "./google-items";
import type { IssuedTokens, ProviderFamily } from "./provider-family";

const account = demoAccounts.google;

// Google answers the OpenID shorthands with the full scope URLs, which is what a connector checking grants sees.
const expandedScopes: Record<string, string> = {
  email: "https://www.googleapis.com/auth/userinfo.email",
  profile: "https://www.googleapis.com/auth/userinfo.profile",
};

function createIdToken(issued: IssuedTokens): string {
  const issuedAtSeconds = Math.floor(issued.issuedAt / 1000);
  return signIdToken(
    {
      iss: "https://accounts.google.com",
      azp: issued.clientId,
      aud: issued.clientId,
      sub: account.id,
      email: account.email,
      email_verified: true,
      name: account.displayName,
      given_name: account.givenName,
      family_name: account.familyName,
      iat: issuedAtSeconds,
      exp: issuedAtSeconds + 3600,
    },
    issued.clientSecret,
  );
}

export const google: ProviderFamily = {
  id: "google",
  name: "Google",
  brandColor: "#1a73e8",
  authorize: {
    host: "accounts.google.com",
    path: "/o/oauth2/v2/auth",
    scopeParam: "scope",
    scopeRequired: true,
    responseTypeRequired: true,
    requiredParams: {},
    pkce: true,
  },
  token: {
    host: "oauth2.googleapis.com",
    path: "/token",
    method: "POST",
    paramsFrom: ["form"],
    clientAuth: ["body", "basic"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: 3599,
    accessTokenPrefix: "ya29.",
    refreshTokenPrefix: "1//",
    // Without access_type=offline Google sends no refresh token at all.
    refresh: { issuedFor: (code) => code.authorizeParams.access_type === "offline", onRefresh: "omit" },
    errorStyle: "oauth",
    answer: (issued) => ({
      access_token: issued.accessToken,
      expires_in: issued.expiresIn,
      ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
      scope: issued.scopes.map((scope) => expandedScopes[scope] ?? scope).join(" "),
      token_type: "Bearer",
      ...(issued.scopes.includes("openid") ? { id_token: createIdToken(issued) } : {}),
    }),
  },
  revoke: {
    method: "POST",
    host: "oauth2.googleapis.com",
    path: "/revoke",
    handle: ({ request, reply, tokens }) => {
      const { token } = readRequestParams(request, ["form", "query"]);
      // Revoking either token ends the whole grant, refresh token included.
      if (token && tokens.revokeByToken("google", token)) return reply.send({});
      return reply.code(400).send({ error: "invalid_token", error_description: "Token expired or revoked" });
    },
  },
  api: [
    {
      method: "GET",
      host: "www.googleapis.com",
      path: "/oauth2/v2/userinfo",
      credential: "bearer",
      answer: ({ publicUrl }) => ({
        id: account.id,
        email: account.email,
        verified_email: true,
        name: account.displayName,
        given_name: account.givenName,
        family_name: account.familyName,
        picture: getDemoAvatarUrl(publicUrl, "google"),
        locale: "es",
      }),
    },
    ...gmailRoutes,
    ...driveRoutes,
    ...editorRoutes,
    ...calendarRoutes,
  ],
  seedData: seedGoogleData,
  addItem: addGoogleItem,
  liveItems: googleLiveItems,
  rejectAccessToken: () => ({
    status: 401,
    body: {
      error: {
        code: 401,
        message:
          "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
        status: "UNAUTHENTICATED",
      },
    },
  }),
};
