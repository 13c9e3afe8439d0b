import type { ProviderApi } from "../provider-api";

export const ASANA_API_URL = "https://app.asana.com/api/1.0";

type AsanaUser = { data: { gid: string; email?: string | null; name?: string | null } };

export async function fetchAsanaAccount(api: ProviderApi): Promise<string | null> {
  const { data } = await api.request<AsanaUser>({ url: `${ASANA_API_URL}/users/me` });
  return data.email ?? data.name ?? null;
}

/** Asana authenticates the app in the body; revoking the refresh token also ends its access tokens. */
export async function revokeAsanaTokens(
  api: ProviderApi,
  tokens: { accessToken: string; refreshToken: string | null },
  client: { clientId: string; clientSecret: string },
): Promise<void> {
  await api.request({
    method: "POST",
    url: "https://app.asana.com/-/oauth_revoke",
    auth: "none",
    form: {
      client_id: client.clientId,
      client_secret: client.clientSecret,
      token: tokens.refreshToken ?? tokens.accessToken,
    },
  });
}
