import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import { seedClickUpData } from "../demo-data/clickup-data";
import { addClickUpItem, clickupLiveItems } from "./clickup-items";
import { clickupTaskRoutes } from "./clickup-tasks";
import type { ProviderFamily } from "./provider-family";

const account = demoAccounts.clickup;

export const clickup: ProviderFamily = {
  id: "clickup",
  name: "ClickUp",
  brandColor: "#7b68ee",
  authorize: {
    host: "app.clickup.com",
    path: "/api",
    scopeParam: null,
    scopeRequired: false,
    responseTypeRequired: false,
    requiredParams: {},
    pkce: false,
  },
  token: {
    host: "api.clickup.com",
    path: "/api/v2/oauth/token",
    method: "POST",
    paramsFrom: ["query", "form", "json"],
    clientAuth: ["body"],
    impliedGrantType: true,
    checksRedirectUri: false,
    accessTokenSeconds: null,
    accessTokenPrefix: `${account.id}_`,
    refreshTokenPrefix: "",
    refresh: null,
    errorStyle: "oauth",
    answer: (issued) => ({ access_token: issued.accessToken }),
  },
  api: [
    {
      method: "GET",
      host: "api.clickup.com",
      path: "/api/v2/user",
      credential: "raw",
      answer: ({ publicUrl }) => ({
        user: {
          id: account.id,
          username: account.displayName,
          email: account.email,
          color: account.color,
          profilePicture: getDemoAvatarUrl(publicUrl, "clickup"),
          initials: `${account.givenName.charAt(0)}${account.familyName.charAt(0)}`,
          week_start_day: 1,
          global_font_support: true,
          timezone: "Europe/Madrid",
        },
      }),
    },
    ...clickupTaskRoutes,
  ],
  seedData: seedClickUpData,
  addItem: addClickUpItem,
  liveItems: clickupLiveItems,
  rejectAccessToken: () => ({ status: 401, body: { err: "Token invalid", ECODE: "OAUTH_025" } }),
};
