import { z } from "zod";
import { defineTool } from "../../app-tool";
import { matchAnyDescribedWord } from "../../match-described-words";
import type { ProviderApi } from "../../provider-api";
import { readMessageWindow } from "../../read-message-window";
import {
  fetchSlackIdentity,
  listSlackChannels,
  listSlackHistoryPage,
  listSlackMessages,
  listSlackUsers,
  type SlackChannel,
  type SlackHistoryQuery,
  type SlackMessage,
} from "../client";
import { findSlackChannel } from "../find-slack-channel";
import { formatSlackMessage, isWrittenMessage } from "../format-slack-message";
import { convertToSlackBound } from "../read-slack-conversations";
import { matchesSlackUser, pickSlackUser } from "../slack-people";

const DEFAULT_COUNT = 10;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;
/** Slack's own advice for conversations.history pages; a deeper look reads at most this many pages per channel. */
const PAGE_SIZE = 200;
const MAX_PAGES = 5;

const ListRecentMessagesInputSchema = z.object({
  channel: z
    .string()
    .optional()
    .describe("Canal de Slack por nombre ('general' o '#general') o id; sin él, todos los canales en los que estoy"),
  since: z
    .string()
    .optional()
    .describe("Solo mensajes desde este instante, ISO 8601 con zona ('2025-03-10T00:00:00+01:00')"),
  until: z.string().optional().describe("Solo mensajes anteriores a este instante, ISO 8601 con zona"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos mensajes, 10 si no se dice"),
  from: z.string().min(1).optional().describe("Solo los mensajes que escribió esta persona: su nombre o @usuario"),
  text: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe(
      "Solo los mensajes con alguna de estas palabras (o sus otras formas: 'subir' halla 'subirlas'), buscados más atrás en el historial, página a página",
    ),
});

type ListRecentMessagesInput = z.infer<typeof ListRecentMessagesInputSchema>;

export const slackListRecentMessages = defineTool({
  name: "slack_list_recent_messages",
  app: "slack",
  description:
    "Lista los mensajes más recientes de Slack, del más nuevo al más antiguo, de un canal concreto o de todos los canales en los que está el usuario, opcionalmente desde una fecha o solo los de una persona. Úsala para '¿qué se ha dicho en #ventas?', '¿qué ha dicho Laura en #general?', 'mensajes de Slack de ayer' o 'lo último en Slack'.",
  inputSchema: ListRecentMessagesInputSchema,
  writes: false,
  intent: { action: "list", objects: ["message", "chat"] },
  argsFromRequest: (request): ListRecentMessagesInput => ({
    ...readMessageWindow(request, MAX_COUNT),
    ...(request.place && !request.channel ? { channel: request.place.name } : {}),
    ...(request.author ? { from: request.author } : {}),
    // 'qué se ha dicho en ventas de lo de Grupo Alameda': in a channel named, the words of the topic pick its messages.
    ...(request.lookFor
      ? { text: request.lookFor }
      : request.place && !request.channel && request.keywords
        ? { text: request.keywords }
        : {}),
  }),
  execute: async ({ api }, input) => {
    const count = input.count ?? DEFAULT_COUNT;
    const oldest = convertToSlackBound(input.since);
    const latest = convertToSlackBound(input.until);
    const channels = await listSlackChannels(api);
    let chosen: SlackChannel[];
    if (input.channel) {
      const channel = findSlackChannel(channels, input.channel);
      if (!channel) {
        const names = channels.map((candidate) => `#${candidate.name}`).join(", ");
        return {
          kind: "done",
          message: `No encuentro el canal «${input.channel}» en Slack. Canales disponibles: ${names || "ninguno"}.`,
        };
      }
      chosen = [channel];
    } else {
      chosen = channels.filter((channel) => channel.is_member !== false);
    }
    // One person's messages are picked out of a longer stretch of each channel: Slack's history takes no author.
    const limit = input.from ? MAX_COUNT : count;
    const holdsWords = input.text ? matchAnyDescribedWord(input.text) : undefined;
    const [users, { userId, teamUrl }, histories] = await Promise.all([
      listSlackUsers(api),
      fetchSlackIdentity(api),
      Promise.all(
        chosen.map(async (channel) => {
          const query = { channel: channel.id, limit, oldest, latest };
          const messages = holdsWords
            ? await pageBackForWords(api, query, holdsWords, count)
            : await listSlackMessages(api, query);
          return { channel, messages };
        }),
      ),
    ]);
    // 'lo que ha dicho Ana' asks about someone else when the person is an Ana too.
    const others = users.filter((user) => user.id !== userId);
    const author = input.from
      ? pickSlackUser(others.some((user) => matchesSlackUser(user, input.from ?? "")) ? others : users, input.from)
      : undefined;
    const userNames = new Map(
      users.map((user) => [
        user.id,
        user.real_name || user.profile?.real_name || user.profile?.display_name || user.name,
      ]),
    );
    const items = histories
      .flatMap(({ channel, messages }) =>
        messages
          .filter((message) => isWrittenMessage(message) && (!author || message.user === author.id))
          .map((message) => ({ channel, message })),
      )
      .sort((a, b) => Number(b.message.ts) - Number(a.message.ts))
      .slice(0, count)
      .map(({ channel, message }) => formatSlackMessage(message, channel, userNames, teamUrl));
    return { kind: "list", object: "message", items };
  },
});

/**
 * Slack's history takes no words to look for: a channel's pages, newest first, followed by their cursor until `wanted`
 * messages hold the words or the pages run out, so that what was said weeks ago is found past the newest page.
 */
async function pageBackForWords(
  api: ProviderApi,
  query: SlackHistoryQuery,
  holdsWords: (text: string) => boolean,
  wanted: number,
): Promise<SlackMessage[]> {
  const found: SlackMessage[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES && found.length < wanted; page++) {
    const answer = await listSlackHistoryPage(api, { ...query, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
    found.push(...answer.messages.filter((message) => holdsWords(message.text ?? "")));
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  return found;
}
