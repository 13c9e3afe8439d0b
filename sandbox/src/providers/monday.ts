import { seedMondayData } from "../demo-data/monday-data";
import { answerMondayGraphQl } from "./monday-graphql";
import type { ProviderFamily } from "./provider-family";

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
  api: [
    { method: "POST", host: "api.monday.com", path: "/v2", credential: "bearer-or-raw", answer: answerMondayGraphQl },
  ],
  seedData: seedMondayData,
  rejectAccessToken: () => ({
    status: 401,
    body: { errors: [{ message: "Not Authenticated", extensions: { code: "UNAUTHENTICATED" } }] },
  }),
};
