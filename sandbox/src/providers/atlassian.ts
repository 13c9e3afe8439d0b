import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import type { ProviderFamily } from "./provider-family";

const account = demoAccounts.atlassian;

export const atlassian: ProviderFamily = {
  id: "atlassian",
  name: "Atlassian",
  brandColor: "#0c66e4",
  authorize: {
    host: "auth.atlassian.com",
    path: "/authorize",
    scopeParam: "scope",
    scopeRequired: true,
    responseTypeRequired: true,
    requiredParams: { audience: "api.atlassian.com" },
    pkce: true,
  },
  token: {
    host: "auth.atlassian.com",
    path: "/oauth/token",
    method: "POST",
    paramsFrom: ["json", "form"],
    clientAuth: ["body"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: 3600,
    accessTokenPrefix: "",
    refreshTokenPrefix: "",
    // Rotating refresh tokens: each one works once.
    refresh: { issuedFor: (code) => code.scopes.includes("offline_access"), onRefresh: "rotate" },
    errorStyle: "oauth",
    answer: (issued) => ({
      access_token: issued.accessToken,
      expires_in: issued.expiresIn,
      token_type: "Bearer",
      ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
      scope: issued.scopes.join(" "),
    }),
  },
  api: [
    {
      method: "GET",
      host: "api.atlassian.com",
      path: "/me",
      credential: "bearer",
      answer: ({ publicUrl }) => ({
        account_type: "atlassian",
        account_id: account.accountId,
        email: account.email,
        email_verified: true,
        name: account.displayName,
        picture: getDemoAvatarUrl(publicUrl, "atlassian"),
        account_status: "active",
        nickname: account.nickname,
        zoneinfo: "Europe/Madrid",
        locale: "es-ES",
        extended_profile: { job_title: account.jobTitle, organization: "Equipo Shifu" },
      }),
    },
  ],
  rejectAccessToken: () => ({ status: 401, body: { code: 401, message: "Unauthorized" } }),
};
