import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import { seedDropboxData } from "../demo-data/dropbox-data";
import { readAccessToken } from "../oauth/access-token-reader";
import { dropboxFileRoutes } from "./dropbox-files";
import { addDropboxItem, dropboxLiveItems } from "./dropbox-items";
import type { ProviderAnswer, ProviderFamily } from "./provider-family";

const account = demoAccounts.dropbox;

function rejectDropboxToken(): ProviderAnswer {
  return {
    status: 401,
    body: { error_summary: "invalid_access_token/...", error: { ".tag": "invalid_access_token" } },
  };
}

export const dropbox: ProviderFamily = {
  id: "dropbox",
  name: "Dropbox",
  brandColor: "#0061fe",
  authorize: {
    host: "www.dropbox.com",
    path: "/oauth2/authorize",
    scopeParam: "scope",
    scopeRequired: false,
    responseTypeRequired: true,
    requiredParams: {},
    pkce: true,
  },
  token: {
    host: "api.dropboxapi.com",
    path: "/oauth2/token",
    method: "POST",
    paramsFrom: ["form"],
    clientAuth: ["body", "basic"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: 14_400,
    accessTokenPrefix: "sl.",
    refreshTokenPrefix: "",
    // "online" access (the default) gets only a short-lived access token.
    refresh: { issuedFor: (code) => code.authorizeParams.token_access_type === "offline", onRefresh: "omit" },
    errorStyle: "oauth",
    answer: (issued) =>
      issued.grantType === "refresh_token"
        ? { access_token: issued.accessToken, token_type: "bearer", expires_in: issued.expiresIn }
        : {
            access_token: issued.accessToken,
            expires_in: issued.expiresIn,
            token_type: "bearer",
            scope: issued.scopes.join(" "),
            ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
            account_id: account.accountId,
            uid: account.uid,
          },
  },
  revoke: {
    method: "POST",
    host: "api.dropboxapi.com",
    path: "/2/auth/token/revoke",
    handle: ({ request, reply, tokens }) => {
      const token = readAccessToken(request, "bearer");
      if (!token || !tokens.revokeByToken("dropbox", token)) {
        const answer = rejectDropboxToken();
        return reply.code(answer.status).send(answer.body);
      }
      return reply.type("application/json").send("null");
    },
  },
  api: [
    {
      method: "POST",
      host: "api.dropboxapi.com",
      path: "/2/users/get_current_account",
      credential: "bearer",
      answer: ({ publicUrl }) => ({
        account_id: account.accountId,
        name: {
          given_name: account.givenName,
          surname: account.familyName,
          familiar_name: account.givenName,
          display_name: account.displayName,
          abbreviated_name: `${account.givenName.charAt(0)}${account.familyName.charAt(0)}`,
        },
        email: account.email,
        email_verified: true,
        disabled: false,
        country: "ES",
        locale: "es",
        referral_link: "https://www.dropbox.com/referrals/AAC-sandbox-shifu",
        is_paired: false,
        account_type: { ".tag": "basic" },
        root_info: { ".tag": "user", root_namespace_id: "3235641", home_namespace_id: "3235641" },
        profile_photo_url: getDemoAvatarUrl(publicUrl, "dropbox"),
      }),
    },
    ...dropboxFileRoutes,
  ],
  seedData: seedDropboxData,
  addItem: addDropboxItem,
  liveItems: dropboxLiveItems,
  rejectAccessToken: rejectDropboxToken,
};
