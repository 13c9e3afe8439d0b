import type { ProviderApi } from "../provider-api";

export const CLICKUP_API_URL = "https://api.clickup.com/api/v2";

type ClickUpUser = { user: { id: number; username?: string | null; email?: string | null } };

export async function fetchClickUpAccount(api: ProviderApi): Promise<string | null> {
  // ClickUp takes the token bare in Authorization, without "Bearer".
  const { user } = await api.request<ClickUpUser>({ url: `${CLICKUP_API_URL}/user`, auth: "raw" });
  return user.email ?? user.username ?? null;
}
