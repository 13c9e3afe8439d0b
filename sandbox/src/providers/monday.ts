import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import type { ApiContext, ProviderFamily } from "./provider-family";

const account = demoAccounts.monday;

/** The fields asked for inside `me { … }`; only that query is simulated. */
function readMeFields(query: string): string[] | undefined {
  const selection = query.match(/\bme\s*\{([^{}]*)\}/)?.[1];
  return selection?.split(/[\s,]+/).filter(Boolean);
}

function answerGraphQl({ request, publicUrl }: ApiContext): unknown {
  const query = (request.body as { query?: unknown } | undefined)?.query;
  const fields = typeof query === "string" ? readMeFields(query) : undefined;
  if (!fields) {
    return { errors: [{ message: "The sandbox only answers the query { me { … } }" }], account_id: account.accountId };
  }
  const me: Record<string, unknown> = {
    id: account.id,
    name: account.displayName,
    email: account.email,
    title: account.title,
    photo_thumb: getDemoAvatarUrl(publicUrl, "monday"),
  };
  return {
    data: { me: Object.fromEntries(fields.filter((field) => field in me).map((field) => [field, me[field]])) },
    account_id: account.accountId,
  };
}

export const monday: ProviderFamily = {
  id: "monday",
  name: "monday.com",
  brandColor: "#6161ff",
  authorize: {
    host: "auth.monday.com",
    path: "/oauth2/authorize",
    scopeParam: "scope",
    scopeRequired: false,
    responseTypeRequired: false,
    requiredParams: {},
    pkce: false,
  },
  token: {
    host: "auth.monday.com",
    path: "/oauth2/token",
    method: "POST",
    paramsFrom: ["form", "json"],
    clientAuth: ["body"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: null,
    accessTokenPrefix: "",
    refreshTokenPrefix: "",
    refresh: null,
    errorStyle: "oauth",
    answer: (issued) => ({ access_token: issued.accessToken, token_type: "Bearer", scope: issued.scopes.join(" ") }),
  },
  api: [{ method: "POST", host: "api.monday.com", path: "/v2", credential: "bearer-or-raw", answer: answerGraphQl }],
  rejectAccessToken: () => ({
    status: 401,
    body: { errors: [{ message: "Not Authenticated", extensions: { code: "UNAUTHENTICATED" } }] },
  }),
};
