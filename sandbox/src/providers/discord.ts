import { demoAccounts } from "../demo-accounts";
import { readRequestParams } from "../oauth/request-params";
import { authenticateClient } from "../oauth/sandbox-client";
import type { ProviderFamily } from "./provider-family";

const account = demoAccounts.discord;

export const discord: ProviderFamily = {
  id: "discord",
  name: "Discord",
  brandColor: "#5865f2",
  authorize: {
    host: "discord.com",
    path: "/oauth2/authorize",
    scopeParam: "scope",
    scopeRequired: true,
    responseTypeRequired: true,
    requiredParams: {},
    pkce: false,
  },
  token: {
    host: "discord.com",
    path: "/api/oauth2/token",
    method: "POST",
    paramsFrom: ["form"],
    clientAuth: ["body", "basic"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: 604_800,
    accessTokenPrefix: "",
    refreshTokenPrefix: "",
    refresh: { issuedFor: () => true, onRefresh: "rotate" },
    errorStyle: "oauth",
    answer: (issued) => ({
      access_token: issued.accessToken,
      token_type: "Bearer",
      expires_in: issued.expiresIn,
      refresh_token: issued.refreshToken,
      scope: issued.scopes.join(" "),
    }),
  },
  revoke: {
    method: "POST",
    host: "discord.com",
    path: "/api/oauth2/token/revoke",
    handle: ({ request, reply, tokens }) => {
      const params = readRequestParams(request, ["form"]);
      authenticateClient("discord", request, params, ["body", "basic"]);
      if (params.token) tokens.revokeByToken("discord", params.token);
      return reply.send({});
    },
  },
  api: [
    {
      method: "GET",
      host: "discord.com",
      path: "/api/users/@me",
      credential: "bearer",
      answer: ({ scopes }) => ({
        id: account.id,
        username: account.username,
        global_name: account.displayName,
        avatar: account.avatarHash,
        discriminator: "0",
        public_flags: 0,
        flags: 0,
        banner: null,
        accent_color: null,
        locale: "es-ES",
        mfa_enabled: false,
        // Discord only reveals the address to a token granted the email scope.
        ...(scopes.includes("email") ? { email: account.email, verified: true } : {}),
      }),
    },
  ],
  rejectAccessToken: () => ({ status: 401, body: { message: "401: Unauthorized", code: 0 } }),
};
