import type { ProviderApi } from "../provider-api";
import type { OAuthSettings } from "../types";

/** LinkedIn and LinkedIn Sales share one app; both sign in with OpenID Connect to learn who connected. */
export function createLinkedInOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://www.linkedin.com/oauth/v2/authorization",
    tokenUrl: "https://www.linkedin.com/oauth/v2/accessToken",
    scopes: ["openid", "profile", "email", ...scopes],
    pkce: false,
    tokenRequest: { format: "form", clientAuth: "body" },
  };
}

export const LINKEDIN_API_URL = "https://api.linkedin.com/v2";

export type LinkedInUserInfo = { sub: string; name?: string; email?: string };

export function fetchLinkedInUserInfo(api: ProviderApi): Promise<LinkedInUserInfo> {
  return api.request<LinkedInUserInfo>({ url: `${LINKEDIN_API_URL}/userinfo` });
}

/** LinkedIn's revocation authenticates the app in the body, like its token endpoint. */
export async function revokeLinkedInTokens(
  api: ProviderApi,
  tokens: { accessToken: string },
  client: { clientId: string; clientSecret: string },
): Promise<void> {
  await api.request({
    method: "POST",
    url: "https://www.linkedin.com/oauth/v2/revoke",
    auth: "none",
    form: { client_id: client.clientId, client_secret: client.clientSecret, token: tokens.accessToken },
  });
}
