import type { ProviderApi } from "../provider-api";

export const INSTAGRAM_API_URL = "https://graph.instagram.com";

type InstagramUser = { user_id?: string; username?: string };

/** Instagram shares no e-mail; the handle is how the user knows the account. */
export async function fetchInstagramAccount(api: ProviderApi): Promise<string | null> {
  const user = await api.request<InstagramUser>({
    url: `${INSTAGRAM_API_URL}/me`,
    query: { fields: "user_id,username" },
  });
  return user.username ?? null;
}
