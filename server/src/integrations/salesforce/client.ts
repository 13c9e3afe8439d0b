import type { ProviderApi } from "../provider-api";

const SALESFORCE_OAUTH_URL = "https://login.salesforce.com/services/oauth2";

type SalesforceUserInfo = { user_id: string; email?: string | null; name?: string | null };

export async function fetchSalesforceAccount(api: ProviderApi): Promise<string | null> {
  const user = await api.request<SalesforceUserInfo>({ url: `${SALESFORCE_OAUTH_URL}/userinfo` });
  return user.email ?? user.name ?? null;
}

/** Revoking the refresh token also ends the access tokens issued from it. */
export async function revokeSalesforceTokens(
  api: ProviderApi,
  tokens: { accessToken: string; refreshToken: string | null },
): Promise<void> {
  await api.request({
    method: "POST",
    url: `${SALESFORCE_OAUTH_URL}/revoke`,
    auth: "none",
    form: { token: tokens.refreshToken ?? tokens.accessToken },
  });
}
