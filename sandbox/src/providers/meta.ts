import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import { readAccessToken } from "../oauth/access-token-reader";
import { readQueryParams } from "../oauth/request-params";
import { rejectGraphApiToken } from "./graph-api-error";
import { pickFields } from "./pick-fields";
import type { ProviderFamily } from "./provider-family";

const account = demoAccounts.meta;

export const meta: ProviderFamily = {
  id: "meta",
  name: "Facebook",
  brandColor: "#0866ff",
  authorize: {
    host: "www.facebook.com",
    path: "/v19.0/dialog/oauth",
    scopeParam: "scope",
    scopeRequired: false,
    responseTypeRequired: false,
    requiredParams: {},
    pkce: false,
  },
  token: {
    host: "graph.facebook.com",
    path: "/v19.0/oauth/access_token",
    method: "GET",
    paramsFrom: ["query"],
    clientAuth: ["body"],
    impliedGrantType: true,
    checksRedirectUri: true,
    accessTokenSeconds: 5_183_944,
    accessTokenPrefix: "EAAB",
    refreshTokenPrefix: "",
    refresh: null,
    errorStyle: "oauth",
    answer: (issued) => ({ access_token: issued.accessToken, token_type: "bearer", expires_in: issued.expiresIn }),
  },
  revoke: {
    method: "DELETE",
    host: "graph.facebook.com",
    path: "/v19.0/me/permissions",
    handle: ({ request, reply, tokens }) => {
      const token = readAccessToken(request, "bearer-or-query");
      if (!token || !tokens.revokeByToken("meta", token)) {
        const answer = rejectGraphApiToken();
        return reply.code(answer.status).send(answer.body);
      }
      return { success: true };
    },
  },
  api: [
    {
      method: "GET",
      host: "graph.facebook.com",
      path: "/v19.0/me",
      credential: "bearer-or-query",
      answer: ({ request, scopes, publicUrl }) =>
        pickFields(
          {
            id: account.id,
            name: account.displayName,
            first_name: account.givenName,
            last_name: account.familyName,
            // The address needs the email permission.
            ...(scopes.includes("email") ? { email: account.email } : {}),
            picture: { data: { url: getDemoAvatarUrl(publicUrl, "meta"), is_silhouette: false } },
          },
          readQueryParams(request).fields,
          ["id", "name"],
        ),
    },
  ],
  rejectAccessToken: rejectGraphApiToken,
};
