import { randomUUID } from "node:crypto";
import { demoAccounts } from "../demo-accounts";
import { seedHubSpotData } from "../demo-data/hubspot-data";
import { hubspotCrmRoutes } from "./hubspot-crm";
import { addHubSpotItem, hubspotLiveItems } from "./hubspot-items";
import type { ProviderFamily } from "./provider-family";

const account = demoAccounts.hubspot;

export const hubspot: ProviderFamily = {
  id: "hubspot",
  name: "HubSpot",
  brandColor: "#ff5c35",
  authorize: {
    host: "app.hubspot.com",
    path: "/oauth/authorize",
    scopeParam: "scope",
    scopeRequired: true,
    responseTypeRequired: false,
    requiredParams: {},
    pkce: false,
  },
  token: {
    host: "api.hubapi.com",
    path: "/oauth/v1/token",
    method: "POST",
    paramsFrom: ["form"],
    clientAuth: ["body"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: 1800,
    accessTokenPrefix: "CN",
    refreshTokenPrefix: "na1-",
    refresh: { issuedFor: () => true, onRefresh: "same" },
    errorStyle: "oauth",
    answer: (issued) => ({
      token_type: "bearer",
      refresh_token: issued.refreshToken,
      access_token: issued.accessToken,
      expires_in: issued.expiresIn,
    }),
  },
  revoke: {
    method: "DELETE",
    host: "api.hubapi.com",
    path: "/oauth/v1/refresh-tokens/:token",
    handle: ({ request, reply, tokens }) => {
      const { token } = request.params as { token: string };
      const refresh = tokens.findLiveRefreshToken(token);
      if (refresh?.family !== "hubspot") {
        return reply.code(404).send({
          status: "error",
          message: "Refresh token not found",
          correlationId: randomUUID(),
          category: "OBJECT_NOT_FOUND",
        });
      }
      tokens.revokeGrant(refresh.grantId);
      return reply.code(204).send();
    },
  },
  api: [
    {
      method: "GET",
      host: "api.hubapi.com",
      path: "/oauth/v1/access-tokens/:token",
      credential: "path",
      answer: ({ token, scopes, now }) => ({
        token: token.token,
        user: account.email,
        hub_domain: account.hubDomain,
        scopes,
        hub_id: account.hubId,
        app_id: account.appId,
        expires_in: token.expiresAt === null ? null : Math.max(0, Math.floor((token.expiresAt - now) / 1000)),
        user_id: account.userId,
        token_type: "access",
      }),
    },
    ...hubspotCrmRoutes,
  ],
  seedData: seedHubSpotData,
  addItem: addHubSpotItem,
  liveItems: hubspotLiveItems,
  rejectAccessToken: () => ({
    status: 401,
    body: {
      status: "error",
      message: "The OAuth token used to make this call expired or is not valid.",
      correlationId: randomUUID(),
      category: "EXPIRED_AUTHENTICATION",
    },
  }),
};
