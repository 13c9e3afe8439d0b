import { demoAccounts } from "../demo-accounts";
import { type DiscordData, seedDiscordData } from "../demo-data/discord-data";
import { readQueryParams, readRequestParams } from "../oauth/request-params";
import { authenticateClient } from "../oauth/sandbox-client";
import type { ApiContext, ProviderFamily } from "./provider-family";

const account = demoAccounts.discord;

const API_V10 = "/api/v10";

/** Discord's JSON error: a message and a numeric code (10003 Unknown Channel, 50001 Missing Access…). */
function sendDiscordError(context: ApiContext, status: number, code: number, message: string): unknown {
  return context.reply.code(status).send({ message, code });
}

/** Discord refuses an out-of-range `limit` with its Invalid Form Body shape rather than clamping it. */
function readLimit(
  context: ApiContext,
  raw: string | undefined,
  max: number,
  fallback: number,
): number | { error: unknown } {
  if (raw === undefined) return fallback;
  const limit = Number(raw);
  if (Number.isInteger(limit) && limit >= 1 && limit <= max) return limit;
  return {
    error: context.reply.code(400).send({
      message: "Invalid Form Body",
      code: 50035,
      errors: {
        limit: {
          _errors: [{ code: "NUMBER_TYPE_MAX", message: `int value should be less than or equal to ${max}.` }],
        },
      },
    }),
  };
}

/** A snowflake parameter as a number to compare, or null when it is absent or not a snowflake. */
function readSnowflake(raw: string | undefined): bigint | null {
  return raw && /^\d{1,20}$/.test(raw) ? BigInt(raw) : null;
}

function listMyGuilds(context: ApiContext): unknown {
  if (!context.scopes.includes("guilds")) return sendDiscordError(context, 403, 50001, "Missing Access");
  const data = context.data as DiscordData;
  const query = readQueryParams(context.request);
  const limit = readLimit(context, query.limit, 200, 200);
  if (typeof limit !== "number") return limit.error;
  const withCounts = query.with_counts === "true";
  return data.guilds
    .filter((guild) => {
      const after = readSnowflake(query.after);
      return after === null || BigInt(guild.id) > after;
    })
    .slice(0, limit)
    .map(({ approximate_member_count, approximate_presence_count, ...guild }) =>
      withCounts ? { ...guild, approximate_member_count, approximate_presence_count } : guild,
    );
}

function listGuildChannels(context: ApiContext): unknown {
  const data = context.data as DiscordData;
  const { guildId } = context.request.params as { guildId: string };
  if (!data.guilds.some((guild) => guild.id === guildId)) return sendDiscordError(context, 404, 10004, "Unknown Guild");
  return data.channels.filter((channel) => channel.guild_id === guildId);
}

/** Newest first; `before` and `after` are message ids, as Discord pages a channel's history. */
function listChannelMessages(context: ApiContext): unknown {
  const data = context.data as DiscordData;
  const { channelId } = context.request.params as { channelId: string };
  const channel = data.channels.find((candidate) => candidate.id === channelId);
  if (!channel) return sendDiscordError(context, 404, 10003, "Unknown Channel");
  if (channel.type === 4) return sendDiscordError(context, 400, 50024, "Cannot execute action on this channel type");
  const query = readQueryParams(context.request);
  const limit = readLimit(context, query.limit, 100, 50);
  if (typeof limit !== "number") return limit.error;
  const all = data.messages[channelId] ?? [];
  const after = readSnowflake(query.after);
  if (after !== null) {
    return all
      .filter((message) => BigInt(message.id) > after)
      .slice(0, limit)
      .reverse();
  }
  const before = readSnowflake(query.before);
  return all
    .filter((message) => before === null || BigInt(message.id) < before)
    .reverse()
    .slice(0, limit);
}

export const discord: ProviderFamily = {
  id: "discord",
  name: "Discord",
  brandColor: "#5865f2",
  authorize: {
    host: "discord.com",
    path: "/oauth2/authorize",
    scopeParam: "scope",
    scopeRequired: true,
    responseTypeRequired: true,
    requiredParams: {},
    pkce: false,
  },
  token: {
    host: "discord.com",
    path: "/api/oauth2/token",
    method: "POST",
    paramsFrom: ["form"],
    clientAuth: ["body", "basic"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: 604_800,
    accessTokenPrefix: "",
    refreshTokenPrefix: "",
    refresh: { issuedFor: () => true, onRefresh: "rotate" },
    errorStyle: "oauth",
    answer: (issued) => ({
      access_token: issued.accessToken,
      token_type: "Bearer",
      expires_in: issued.expiresIn,
      refresh_token: issued.refreshToken,
      scope: issued.scopes.join(" "),
    }),
  },
  revoke: {
    method: "POST",
    host: "discord.com",
    path: "/api/oauth2/token/revoke",
    handle: ({ request, reply, tokens }) => {
      const params = readRequestParams(request, ["form"]);
      authenticateClient("discord", request, params, ["body", "basic"]);
      if (params.token) tokens.revokeByToken("discord", params.token);
      return reply.send({});
    },
  },
  api: [
    {
      method: "GET",
      host: "discord.com",
      path: "/api/users/@me",
      credential: "bearer",
      answer: ({ scopes }) => ({
        id: account.id,
        username: account.username,
        global_name: account.displayName,
        avatar: account.avatarHash,
        discriminator: "0",
        public_flags: 0,
        flags: 0,
        banner: null,
        accent_color: null,
        locale: "es-ES",
        mfa_enabled: false,
        // Discord only reveals the address to a token granted the email scope.
        ...(scopes.includes("email") ? { email: account.email, verified: true } : {}),
      }),
    },
    {
      method: "GET",
      host: "discord.com",
      path: `${API_V10}/users/@me/guilds`,
      credential: "bearer",
      answer: listMyGuilds,
    },
    {
      method: "GET",
      host: "discord.com",
      path: `${API_V10}/guilds/:guildId/channels`,
      credential: "bearer",
      answer: listGuildChannels,
    },
    {
      method: "GET",
      host: "discord.com",
      path: `${API_V10}/channels/:channelId/messages`,
      credential: "bearer",
      answer: listChannelMessages,
    },
  ],
  seedData: seedDiscordData,
  rejectAccessToken: () => ({ status: 401, body: { message: "401: Unauthorized", code: 0 } }),
};
