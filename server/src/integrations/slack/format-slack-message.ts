import type { ListedItem } from "../app-tool";
import type { SlackChannel, SlackMessage } from "./client";

/** Joins, leaves and topic changes are Slack's bookkeeping, not something anyone wrote. */
const SYSTEM_SUBTYPES = new Set([
  "channel_join",
  "channel_leave",
  "channel_topic",
  "channel_purpose",
  "channel_name",
  "channel_archive",
  "channel_unarchive",
  "group_join",
  "group_leave",
  "group_topic",
  "group_purpose",
]);

export function isWrittenMessage(message: SlackMessage): boolean {
  return !message.subtype || !SYSTEM_SUBTYPES.has(message.subtype);
}

const SNIPPET_LENGTH = 200;
const TITLE_LENGTH = 100;

export function clipText(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** Slack writes mentions and links as `<@U123>`, `<#C123|ventas>` and `<https://x|texto>`; people read names. */
export function readSlackText(text: string, userNames: ReadonlyMap<string, string>): string {
  return text
    .replace(
      /<@([A-Z0-9]+)(?:\|([^>]+))?>/g,
      (_match, id: string, label?: string) => `@${userNames.get(id) ?? label ?? id}`,
    )
    .replace(/<#([A-Z0-9]+)(?:\|([^>]*))?>/g, (_match, id: string, name?: string) => `#${name || id}`)
    .replace(/<!(here|channel|everyone)>/g, "@$1")
    .replace(/<([^|>]+)\|([^>]+)>/g, "$2")
    .replace(/<([^>]+)>/g, "$1");
}

/** https://{team}.slack.com/archives/{channel}/p{ts without its dot}, the link Slack's own 'Copiar enlace' gives. */
export function buildSlackPermalink(teamUrl: string | null, channelId: string, ts: string): string | undefined {
  if (!teamUrl) return undefined;
  return `${teamUrl.replace(/\/+$/, "")}/archives/${channelId}/p${ts.replace(".", "")}`;
}

export function readSlackTsAsIso(ts: string): string {
  return new Date(Number(ts) * 1000).toISOString();
}

export function formatSlackMessage(
  message: SlackMessage,
  channel: SlackChannel,
  userNames: ReadonlyMap<string, string>,
  teamUrl: string | null,
): ListedItem {
  const text = readSlackText(message.text, userNames);
  return {
    id: `${channel.id}/${message.ts}`,
    title: clipText(text, TITLE_LENGTH) || "(mensaje sin texto)",
    from: (message.user && userNames.get(message.user)) ?? message.username ?? message.user,
    date: readSlackTsAsIso(message.ts),
    link: buildSlackPermalink(teamUrl, channel.id, message.ts),
    snippet: clipText(text, SNIPPET_LENGTH),
    place: `#${channel.name}`,
  };
}
