import { demoAccounts } from "../demo-accounts";
import { ASANA_WORKSPACE_GID, seedAsanaData } from "../demo-data/asana-data";
import { readRequestParams } from "../oauth/request-params";
import { authenticateClient } from "../oauth/sandbox-client";
import { addAsanaItem, asanaLiveItems } from "./asana-items";
import { asanaTaskRoutes } from "./asana-tasks";
import type { ProviderFamily } from "./provider-family";

const account = demoAccounts.asana;
const user = { id: Number(account.gid), gid: account.gid, name: account.displayName, email: account.email };

export const asana: ProviderFamily = {
  id: "asana",
  name: "Asana",
  brandColor: "#f06a6a",
  authorize: {
    host: "app.asana.com",
    path: "/-/oauth_authorize",
    scopeParam: "scope",
    scopeRequired: false,
    responseTypeRequired: true,
    requiredParams: {},
    pkce: true,
  },
  token: {
    host: "app.asana.com",
    path: "/-/oauth_token",
    method: "POST",
    paramsFrom: ["form"],
    clientAuth: ["body"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: 3600,
    accessTokenPrefix: `2/${account.gid}/`,
    refreshTokenPrefix: `2/${account.gid}/`,
    refresh: { issuedFor: () => true, onRefresh: "omit" },
    errorStyle: "oauth",
    answer: (issued) => ({
      access_token: issued.accessToken,
      expires_in: issued.expiresIn,
      token_type: "bearer",
      ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
      data: user,
    }),
  },
  revoke: {
    method: "POST",
    host: "app.asana.com",
    path: "/-/oauth_revoke",
    handle: ({ request, reply, tokens }) => {
      const params = readRequestParams(request, ["form"]);
      authenticateClient("asana", request, params, ["body"]);
      // RFC 7009 §2.2: an unknown token is not an error, the client's goal is reached either way.
      if (params.token) tokens.revokeByToken("asana", params.token);
      return reply.send();
    },
  },
  api: [
    {
      method: "GET",
      host: "app.asana.com",
      path: "/api/1.0/users/me",
      credential: "bearer",
      answer: () => ({
        data: {
          gid: account.gid,
          email: account.email,
          name: account.displayName,
          resource_type: "user",
          workspaces: [{ gid: ASANA_WORKSPACE_GID, name: "Equipo Shifu", resource_type: "workspace" }],
        },
      }),
    },
    ...asanaTaskRoutes,
  ],
  seedData: seedAsanaData,
  addItem: addAsanaItem,
  liveItems: asanaLiveItems,
  rejectAccessToken: () => ({
    status: 401,
    body: {
      errors: [
        {
          message: "Not Authorized",
          help: "For more information on API status codes and how to handle them, read the docs on errors: https://developers.asana.com/docs/errors",
        },
      ],
    },
  }),
};
