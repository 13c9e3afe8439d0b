import type { ProviderApi } from "../provider-api";

export const DISCORD_API_URL = "https://discord.com/api";

type DiscordUser = { id: string; username?: string; global_name?: string | null; email?: string | null };

export async function fetchDiscordAccount(api: ProviderApi): Promise<string | null> {
  const user = await api.request<DiscordUser>({ url: `${DISCORD_API_URL}/users/@me` });
  return user.email ?? user.global_name ?? user.username ?? null;
}

/** Discord authenticates the app with HTTP Basic; revoking the refresh token ends the whole grant. */
export async function revokeDiscordTokens(
  api: ProviderApi,
  tokens: { accessToken: string; refreshToken: string | null },
  client: { clientId: string; clientSecret: string },
): Promise<void> {
  const credentials = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString("base64");
  await api.request({
    method: "POST",
    url: `${DISCORD_API_URL}/oauth2/token/revoke`,
    auth: "none",
    headers: { authorization: `Basic ${credentials}` },
    form: tokens.refreshToken
      ? { token: tokens.refreshToken, token_type_hint: "refresh_token" }
      : { token: tokens.accessToken, token_type_hint: "access_token" },
  });
}
