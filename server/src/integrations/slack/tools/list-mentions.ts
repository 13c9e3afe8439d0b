import { z } from "zod";
import { defineTool } from "../../app-tool";
import { readMessageWindow } from "../../read-message-window";
import { pickSlackMessages } from "../read-slack-conversations";

const DEFAULT_COUNT = 10;
const MAX_COUNT = 20;

const ListMentionsInputSchema = z.object({
  since: z.string().optional().describe("Solo menciones desde este instante, ISO 8601 con zona"),
  until: z.string().optional().describe("Solo menciones anteriores a este instante, ISO 8601 con zona"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántas mostrar, 10 si no se dice"),
});

export const slackListMentions = defineTool({
  name: "slack_list_mentions",
  app: "slack",
  description:
    "Lista los mensajes de Slack en los que otros mencionan al usuario (@usuario), en canales y mensajes directos, " +
    "del más reciente al más antiguo. Úsala para '¿alguien me ha mencionado?' o 'mis menciones'. `total` es " +
    "cuántas menciones hay en el periodo.",
  inputSchema: ListMentionsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["message", "chat"] },
  argsFromRequest: (request) => {
    if (!request.mentionsOnly) return null;
    const { channel: _channel, ...window } = readMessageWindow(request, MAX_COUNT);
    return window;
  },
  execute: async (context, input) => {
    const { items, total } = await pickSlackMessages(context, {
      types: "public_channel,private_channel,im",
      window: input,
      count: input.count ?? DEFAULT_COUNT,
      // Slack writes a mention as <@U…> in the text; the person's own messages never mention them to themself.
      keep: (message, myUserId) => message.user !== myUserId && message.text.includes(`<@${myUserId}>`),
    });
    return { kind: "list", object: "message", items, total };
  },
});
