import type { ProviderApi } from "../provider-api";
import type { OAuthSettings } from "../types";

/** Outlook, OneDrive and Teams share one Microsoft identity platform app. */
export function createMicrosoftOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    tokenUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
    // offline_access is what makes Microsoft issue a refresh token; it rotates it at every refresh.
    scopes: ["openid", "email", "offline_access", "User.Read", ...scopes],
    pkce: true,
    extraAuthorizeParams: { response_mode: "query" },
    tokenRequest: { format: "form", clientAuth: "body" },
  };
}

export const MICROSOFT_GRAPH_URL = "https://graph.microsoft.com/v1.0";

export type MicrosoftProfile = {
  id: string;
  displayName?: string | null;
  mail?: string | null;
  userPrincipalName?: string | null;
};

/** Outlook, OneDrive and Teams all read who connected from Graph's /me, which User.Read opens. */
export function fetchMicrosoftProfile(api: ProviderApi): Promise<MicrosoftProfile> {
  return api.request<MicrosoftProfile>({ url: `${MICROSOFT_GRAPH_URL}/me` });
}

/** Personal accounts often have no `mail`; their sign-in name is their address. */
export function readMicrosoftAccount(profile: MicrosoftProfile): string | null {
  return profile.mail ?? profile.userPrincipalName ?? profile.displayName ?? null;
}
