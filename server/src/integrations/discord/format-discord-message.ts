import type { ListedItem } from "../app-tool";
import type { DiscordChannel, DiscordGuild, DiscordMessage } from "./client";

const SNIPPET_LENGTH = 200;
const TITLE_LENGTH = 100;

function clipText(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** Text (0) and announcement (5) channels hold the conversation; voice, categories and forums do not. */
export const MESSAGE_CHANNEL_TYPES: ReadonlySet<number> = new Set([0, 5]);

/** Discord writes mentions as `<@id>` and channel links as `<#id>`; people read names. */
export function readDiscordText(message: DiscordMessage, channelNames: ReadonlyMap<string, string>): string {
  const people = new Map((message.mentions ?? []).map((user) => [user.id, user.global_name || user.username]));
  const text = message.content
    .replace(/<@!?(\d+)>/g, (match, id: string) => (people.has(id) ? `@${people.get(id)}` : match))
    .replace(/<#(\d+)>/g, (match, id: string) => (channelNames.has(id) ? `#${channelNames.get(id)}` : match));
  if (text.trim()) return text;
  const files = (message.attachments ?? []).map((file) => file.filename).filter(Boolean);
  return files.length ? `(adjunto: ${files.join(", ")})` : "(mensaje sin texto)";
}

export function formatDiscordMessage(
  message: DiscordMessage,
  channel: DiscordChannel,
  guild: DiscordGuild,
  channelNames: ReadonlyMap<string, string>,
): ListedItem {
  const text = readDiscordText(message, channelNames);
  return {
    id: message.id,
    title: clipText(text, TITLE_LENGTH),
    from: message.author.global_name || message.author.username,
    date: message.timestamp,
    link: `https://discord.com/channels/${guild.id}/${channel.id}/${message.id}`,
    snippet: clipText(text, SNIPPET_LENGTH),
    place: `${guild.name} › #${channel.name ?? channel.id}`,
  };
}
