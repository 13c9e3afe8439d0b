import type { ProviderApi } from "../provider-api";

export const DISCORD_API_URL = "https://discord.com/api";

type DiscordUser = { id: string; username?: string; global_name?: string | null; email?: string | null };

export async function fetchDiscordAccount(api: ProviderApi): Promise<string | null> {
  const user = await api.request<DiscordUser>({ url: `${DISCORD_API_URL}/users/@me` });
  return user.email ?? user.global_name ?? user.username ?? null;
}

/** The id of the person signed in, which their mentions in a message carry. */
export async function fetchDiscordUserId(api: ProviderApi): Promise<string> {
  const user = await api.request<DiscordUser>({ url: `${DISCORD_API_URL}/users/@me` });
  return user.id;
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

/** The versioned REST API; the unversioned base above serves only OAuth and the identity call. */
export const DISCORD_API_V10_URL = "https://discord.com/api/v10";

export type DiscordGuild = { id: string; name: string; owner?: boolean };

export async function listDiscordGuilds(api: ProviderApi): Promise<DiscordGuild[]> {
  return api.request<DiscordGuild[]>({ url: `${DISCORD_API_V10_URL}/users/@me/guilds` });
}

/** Types 0 (text), 2 (voice), 4 (category), 5 (announcement), 15 (forum)… */
export type DiscordChannel = { id: string; type: number; guild_id?: string; name?: string; position?: number };

export async function listDiscordGuildChannels(api: ProviderApi, guildId: string): Promise<DiscordChannel[]> {
  return api.request<DiscordChannel[]>({
    url: `${DISCORD_API_V10_URL}/guilds/${encodeURIComponent(guildId)}/channels`,
  });
}

export type DiscordAuthor = { id: string; username: string; global_name?: string | null };

export type DiscordMessage = {
  id: string;
  channel_id: string;
  author: DiscordAuthor;
  content: string;
  timestamp: string;
  mentions?: DiscordAuthor[];
  attachments?: { filename?: string }[];
};

/** Newest first, at most 100 a call. */
export async function listDiscordMessages(
  api: ProviderApi,
  channelId: string,
  limit: number,
): Promise<DiscordMessage[]> {
  return api.request<DiscordMessage[]>({
    url: `${DISCORD_API_V10_URL}/channels/${encodeURIComponent(channelId)}/messages`,
    query: { limit: String(limit) },
  });
}
