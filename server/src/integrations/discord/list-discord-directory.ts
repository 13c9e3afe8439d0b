import type { AppDirectory, Place, ToolContext } from "../app-tool";
import { listDiscordGuildChannels, listDiscordGuilds } from "./client";
import { MESSAGE_CHANNEL_TYPES } from "./format-discord-message";

/** The person's servers and their text channels, each channel with the server it is in. */
export async function listDiscordDirectory({ api }: ToolContext): Promise<AppDirectory> {
  const guilds = await listDiscordGuilds(api);
  const perGuild = await Promise.all(
    guilds.map(async (guild) => {
      const channels = await listDiscordGuildChannels(api, guild.id);
      const server: Place = { id: guild.id, name: guild.name, holds: "message", kind: "chat" };
      const rooms = channels
        .filter((channel) => MESSAGE_CHANNEL_TYPES.has(channel.type) && channel.name)
        .map(
          (channel): Place => ({
            id: channel.id,
            name: channel.name ?? "",
            within: guild.name,
            holds: "message",
            kind: "chat",
          }),
        );
      return [server, ...rooms];
    }),
  );
  return { places: perGuild.flat(), people: [] };
}
