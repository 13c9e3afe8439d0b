import { z } from "zod";
import { defineTool } from "../../app-tool";
import { readMessageWindow } from "../../read-message-window";
import { fetchSlackTeamUrl, listSlackChannels, listSlackMessages, listSlackUsers, type SlackChannel } from "../client";
import { findSlackChannel } from "../find-slack-channel";
import { formatSlackMessage, isWrittenMessage } from "../format-slack-message";
import { convertToSlackBound } from "../read-slack-conversations";

const DEFAULT_COUNT = 10;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;

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
});

type ListRecentMessagesInput = z.infer<typeof ListRecentMessagesInputSchema>;

export const slackListRecentMessages = defineTool({
  name: "slack_list_recent_messages",
  app: "slack",
  description:
    "Lista los mensajes más recientes de Slack, del más nuevo al más antiguo, de un canal concreto o de todos los canales en los que está el usuario, opcionalmente desde una fecha. Úsala para '¿qué se ha dicho en #ventas?', 'mensajes de Slack de ayer' o 'lo último en Slack'.",
  inputSchema: ListRecentMessagesInputSchema,
  writes: false,
  intent: { action: "list", objects: ["message", "chat"] },
  argsFromRequest: (request): ListRecentMessagesInput => ({
    ...readMessageWindow(request, MAX_COUNT),
    ...(request.place && !request.channel ? { channel: request.place.name } : {}),
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
    const [users, teamUrl, histories] = await Promise.all([
      listSlackUsers(api),
      fetchSlackTeamUrl(api),
      Promise.all(
        chosen.map(async (channel) => ({
          channel,
          messages: await listSlackMessages(api, { channel: channel.id, limit: count, oldest, latest }),
        })),
      ),
    ]);
    const userNames = new Map(
      users.map((user) => [
        user.id,
        user.real_name || user.profile?.real_name || user.profile?.display_name || user.name,
      ]),
    );
    const items = histories
      .flatMap(({ channel, messages }) => messages.filter(isWrittenMessage).map((message) => ({ channel, message })))
      .sort((a, b) => Number(b.message.ts) - Number(a.message.ts))
      .slice(0, count)
      .map(({ channel, message }) => formatSlackMessage(message, channel, userNames, teamUrl));
    return { kind: "list", object: "message", items };
  },
});
