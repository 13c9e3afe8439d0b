import { z } from "zod";
import { defineTool } from "../../app-tool";
import { matchesPersonName } from "../../match-person-name";
import { readMessageWindow } from "../../read-message-window";
import {
  type DiscordChannel,
  type DiscordGuild,
  type DiscordMessage,
  fetchDiscordUserId,
  listDiscordGuildChannels,
  listDiscordGuilds,
  listDiscordMessages,
} from "../client";
import { formatDiscordMessage, MESSAGE_CHANNEL_TYPES } from "../format-discord-message";

const DEFAULT_COUNT = 10;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;

const ListRecentMessagesInputSchema = z.object({
  server: z.string().optional().describe("Nombre (o parte) del servidor de Discord; sin él, todos mis servidores"),
  channel: z
    .string()
    .optional()
    .describe("Nombre del canal ('general' o '#general'); sin él, todos los canales de texto"),
  since: z.string().optional().describe("Solo mensajes desde este instante, ISO 8601 con zona"),
  until: z.string().optional().describe("Solo mensajes anteriores a este instante, ISO 8601 con zona"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos mensajes, 10 si no se dice"),
  from: z.string().min(1).optional().describe("Solo los mensajes que escribió esta persona: su nombre o usuario"),
  mentionsMe: z.boolean().optional().describe("Solo los mensajes que me mencionan ('¿alguien me ha mencionado?')"),
});

type ListRecentMessagesInput = z.infer<typeof ListRecentMessagesInputSchema>;

function foldName(name: string): string {
  return name
    .trim()
    .replace(/^#/, "")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** The exact name if there is one, else every name containing the words written. */
function matchNames<T>(items: readonly T[], wanted: string | undefined, readName: (item: T) => string): T[] {
  if (!wanted) return [...items];
  const folded = foldName(wanted);
  const exact = items.filter((item) => foldName(readName(item)) === folded);
  return exact.length ? exact : items.filter((item) => foldName(readName(item)).includes(folded));
}

function readInstant(iso: string | undefined): number | undefined {
  if (!iso) return undefined;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`La fecha «${iso}» no es válida`);
  return ms;
}

export const discordListRecentMessages = defineTool({
  name: "discord_list_recent_messages",
  app: "discord",
  description:
    "Lista los mensajes más recientes de los canales de texto de mis servidores de Discord, del más nuevo al más antiguo; se puede limitar a un servidor, a un canal y a unas fechas. Úsala para '¿qué se ha dicho en Discord?' o 'mensajes de #eventos de esta semana'.",
  inputSchema: ListRecentMessagesInputSchema,
  writes: false,
  intent: { action: "list", objects: ["message", "chat"] },
  // A place is a server, or a channel inside the server it names.
  argsFromRequest: (request): ListRecentMessagesInput => {
    const { place } = request;
    const where = place?.within ? { server: place.within, channel: place.name } : place ? { server: place.name } : {};
    return {
      ...readMessageWindow(request, MAX_COUNT),
      ...where,
      ...(request.author ? { from: request.author } : {}),
      ...(request.mentionsOnly ? { mentionsMe: true } : {}),
    };
  },
  execute: async ({ api }, input) => {
    const count = input.count ?? DEFAULT_COUNT;
    const since = readInstant(input.since);
    const until = readInstant(input.until);
    const guilds = matchNames(await listDiscordGuilds(api), input.server, (guild) => guild.name);
    if (!guilds.length) {
      return { kind: "done", message: `No encuentro el servidor «${input.server}» entre tus servidores de Discord.` };
    }
    const guildChannels = await Promise.all(
      guilds.map(async (guild) => ({ guild, channels: await listDiscordGuildChannels(api, guild.id) })),
    );
    const channelNames = new Map(
      guildChannels.flatMap(({ channels }) => channels.map((channel) => [channel.id, channel.name ?? channel.id])),
    );
    const readable: { guild: DiscordGuild; channel: DiscordChannel }[] = guildChannels.flatMap(({ guild, channels }) =>
      channels.filter((channel) => MESSAGE_CHANNEL_TYPES.has(channel.type)).map((channel) => ({ guild, channel })),
    );
    const chosen = matchNames(readable, input.channel, ({ channel }) => channel.name ?? "");
    if (!chosen.length) {
      const names = [...new Set(readable.map(({ channel }) => `#${channel.name}`))].join(", ");
      return {
        kind: "done",
        message: `No encuentro el canal «${input.channel}» en Discord. Canales disponibles: ${names || "ninguno"}.`,
      };
    }
    // One person's messages, or those that mention the person, are picked out of a longer stretch: Discord's history
    // takes neither filter.
    const picks = input.from !== undefined || input.mentionsMe === true;
    const [histories, me] = await Promise.all([
      Promise.all(
        chosen.map(async (place) => ({
          ...place,
          messages: await listDiscordMessages(api, place.channel.id, picks ? MAX_COUNT : count),
        })),
      ),
      input.mentionsMe ? fetchDiscordUserId(api) : undefined,
    ]);
    const wanted = input.from;
    const isByAuthor = (author: DiscordMessage["author"]) =>
      !wanted || matchesPersonName(`${author.global_name ?? ""} ${author.username}`, wanted);
    const mentionsMe = (message: DiscordMessage) =>
      me === undefined || (message.mentions ?? []).some((user) => user.id === me);
    const items = histories
      .flatMap(({ guild, channel, messages }) => messages.map((message) => ({ guild, channel, message })))
      .filter(({ message }) => {
        const ms = Date.parse(message.timestamp);
        return (
          (since === undefined || ms >= since) &&
          (until === undefined || ms < until) &&
          isByAuthor(message.author) &&
          mentionsMe(message)
        );
      })
      .sort((a, b) => Date.parse(b.message.timestamp) - Date.parse(a.message.timestamp))
      .slice(0, count)
      .map(({ guild, channel, message }) => formatDiscordMessage(message, channel, guild, channelNames));
    return { kind: "list", object: "message", items };
  },
});
