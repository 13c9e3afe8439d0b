import { createDiscordOAuth } from "../families/discord";
import type { IntegrationDefinition } from "../types";
import { DISCORD_API_URL, fetchDiscordAccount, revokeDiscordTokens } from "./client";
import { listDiscordDirectory } from "./list-discord-directory";
import { discordListRecentMessages } from "./tools/list-recent-messages";

export const discord: IntegrationDefinition = {
  key: "discord",
  family: "discord",
  oauth: createDiscordOAuth(["identify", "email", "guilds"]),
  apiBaseUrl: DISCORD_API_URL,
  fetchAccount: fetchDiscordAccount,
  listDirectory: listDiscordDirectory,
  tools: [discordListRecentMessages],
  revokeTokens: revokeDiscordTokens,
};
