import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import { readQueryParams } from "../oauth/request-params";
import { rejectGraphApiToken } from "./graph-api-error";
import { pickFields } from "./pick-fields";
import type { ProviderFamily } from "./provider-family";

const account = demoAccounts.instagram;

export const instagram: ProviderFamily = {
  id: "instagram",
  name: "Instagram",
  brandColor: "#d62976",
  authorize: {
    host: "www.instagram.com",
    path: "/oauth/authorize",
    scopeParam: "scope",
    scopeRequired: true,
    responseTypeRequired: true,
    requiredParams: {},
    pkce: false,
  },
  token: {
    host: "api.instagram.com",
    path: "/oauth/access_token",
    method: "POST",
    paramsFrom: ["form"],
    clientAuth: ["body"],
    impliedGrantType: false,
    checksRedirectUri: true,
    // A short-lived token: it expires after an hour although the answer does not say so.
    accessTokenSeconds: 3600,
    accessTokenPrefix: "IGAA",
    refreshTokenPrefix: "",
    refresh: null,
    errorStyle: "oauth",
    answer: (issued) => ({
      access_token: issued.accessToken,
      user_id: account.userId,
      permissions: issued.scopes.join(","),
    }),
  },
  api: [
    {
      method: "GET",
      host: "graph.instagram.com",
      path: "/me",
      credential: "bearer-or-query",
      answer: ({ request, publicUrl }) =>
        pickFields(
          {
            id: account.id,
            user_id: account.userId,
            username: account.username,
            name: account.displayName,
            account_type: "BUSINESS",
            profile_picture_url: getDemoAvatarUrl(publicUrl, "instagram"),
          },
          readQueryParams(request).fields,
          ["id"],
          ["id"],
        ),
    },
  ],
  rejectAccessToken: rejectGraphApiToken,
};
