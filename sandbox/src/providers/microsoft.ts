import { demoAccounts } from "../demo-accounts";
import { seedMicrosoftData } from "../demo-data/microsoft-data";
import { microsoftCalendarRoutes } from "./microsoft-calendar";
import { microsoftDriveRoutes } from "./microsoft-drive";
import { createMicrosoftGraphError } from "./microsoft-graph-error";
import { addMicrosoftItem, microsoftLiveItems } from "./microsoft-items";
import { microsoftMailRoutes } from "./microsoft-mail";
import { microsoftTeamsRoutes } from "./microsoft-teams";
import type { ProviderFamily } from "./provider-family";

const account = demoAccounts.microsoft;

export const microsoft: ProviderFamily = {
  id: "microsoft",
  name: "Microsoft",
  brandColor: "#0f6cbd",
  authorize: {
    host: "login.microsoftonline.com",
    path: "/common/oauth2/v2.0/authorize",
    scopeParam: "scope",
    scopeRequired: true,
    responseTypeRequired: true,
    requiredParams: {},
    pkce: true,
  },
  token: {
    host: "login.microsoftonline.com",
    path: "/common/oauth2/v2.0/token",
    method: "POST",
    paramsFrom: ["form"],
    clientAuth: ["body", "basic"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: 3599,
    accessTokenPrefix: "EwB",
    refreshTokenPrefix: "M.C5_SBX.",
    // The old refresh token stops working here once rotated; Microsoft tolerates it a while, but a connector that
    // keeps using it is broken either way.
    refresh: { issuedFor: (code) => code.scopes.includes("offline_access"), onRefresh: "rotate" },
    errorStyle: "microsoft",
    answer: (issued) => ({
      token_type: "Bearer",
      scope: issued.scopes.filter((scope) => scope !== "offline_access").join(" "),
      expires_in: issued.expiresIn,
      ext_expires_in: issued.expiresIn,
      access_token: issued.accessToken,
      ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
    }),
  },
  api: [
    {
      method: "GET",
      host: "graph.microsoft.com",
      path: "/v1.0/me",
      credential: "bearer",
      answer: () => ({
        "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users/$entity",
        businessPhones: [],
        displayName: account.displayName,
        givenName: account.givenName,
        jobTitle: account.jobTitle,
        mail: account.email,
        mobilePhone: null,
        officeLocation: account.officeLocation,
        preferredLanguage: "es-ES",
        surname: account.familyName,
        userPrincipalName: account.email,
        id: account.id,
      }),
    },
    ...microsoftMailRoutes,
    ...microsoftDriveRoutes,
    ...microsoftTeamsRoutes,
    ...microsoftCalendarRoutes,
  ],
  rejectAccessToken: () =>
    createMicrosoftGraphError(401, "InvalidAuthenticationToken", "Access token has expired or is not yet valid."),
  seedData: seedMicrosoftData,
  addItem: addMicrosoftItem,
  liveItems: microsoftLiveItems,
};
