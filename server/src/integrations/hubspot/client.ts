import type { ProviderApi } from "../provider-api";

export const HUBSPOT_API_URL = "https://api.hubapi.com";

type HubSpotTokenInfo = { user?: string; hub_domain?: string };

/**
 * HubSpot says who connected only in its token-info call, which takes the token in the path. The token is passed
 * in rather than read from anywhere logged, and provider errors keep only the host, never the path.
 */
export async function fetchHubSpotAccount(api: ProviderApi, accessToken: string): Promise<string | null> {
  const info = await api.request<HubSpotTokenInfo>({
    url: `${HUBSPOT_API_URL}/oauth/v1/access-tokens/${encodeURIComponent(accessToken)}`,
    auth: "none",
  });
  return info.user ?? info.hub_domain ?? null;
}

/** Deleting the refresh token ends the grant; HubSpot has no call to end a single access token. */
export async function revokeHubSpotTokens(api: ProviderApi, tokens: { refreshToken: string | null }): Promise<void> {
  if (!tokens.refreshToken) return;
  await api.request({
    method: "DELETE",
    url: `${HUBSPOT_API_URL}/oauth/v1/refresh-tokens/${encodeURIComponent(tokens.refreshToken)}`,
    auth: "none",
  });
}
