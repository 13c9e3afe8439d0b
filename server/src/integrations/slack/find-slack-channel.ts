import type { SlackChannel } from "./client";

/** People write '#Ventas', 'ventas' or 'Márketing'; Slack names are lower-case and usually without accents. */
export function normalizeChannelName(name: string): string {
  return name
    .trim()
    .replace(/^#/, "")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** A channel by id or by name: the exact name first, then the one whose name contains what was written. */
export function findSlackChannel(channels: readonly SlackChannel[], idOrName: string): SlackChannel | undefined {
  const byId = channels.find((channel) => channel.id === idOrName);
  if (byId) return byId;
  const wanted = normalizeChannelName(idOrName);
  if (!wanted) return undefined;
  return (
    channels.find((channel) => normalizeChannelName(channel.name) === wanted) ??
    channels.find((channel) => normalizeChannelName(channel.name).includes(wanted))
  );
}
