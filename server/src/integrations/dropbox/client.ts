import type { ProviderApi } from "../provider-api";

export const DROPBOX_API_URL = "https://api.dropboxapi.com/2";

type DropboxAccount = { account_id: string; email?: string; name?: { display_name?: string } };

export async function fetchDropboxAccount(api: ProviderApi): Promise<string | null> {
  // Dropbox's RPC calls are all POSTs; this one only reads, so it is safe to repeat.
  const account = await api.request<DropboxAccount>({
    method: "POST",
    url: `${DROPBOX_API_URL}/users/get_current_account`,
    idempotent: true,
  });
  return account.email ?? account.name?.display_name ?? null;
}

/** Revoking the access token also ends the refresh token it came from. */
export async function revokeDropboxTokens(api: ProviderApi): Promise<void> {
  await api.request({ method: "POST", url: `${DROPBOX_API_URL}/auth/token/revoke` });
}
