import type { OAuthSettings } from "../types";

const DROPBOX_ACCESS_TOKEN_SECONDS = 14_400;

export function createDropboxOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://www.dropbox.com/oauth2/authorize",
    tokenUrl: "https://api.dropboxapi.com/oauth2/token",
    scopes,
    pkce: true,
    // Without offline access Dropbox issues only a four-hour token and no refresh token.
    extraAuthorizeParams: { token_access_type: "offline" },
    tokenRequest: { format: "form", clientAuth: "body" },
    defaultExpiresIn: DROPBOX_ACCESS_TOKEN_SECONDS,
  };
}
