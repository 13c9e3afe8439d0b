import { z } from "zod";
import { defineTool } from "../../app-tool";
import { readMessageWindow } from "../../read-message-window";
import { listSlackUsers } from "../client";
import { pickSlackMessages } from "../read-slack-conversations";
import { matchesSlackUser } from "../slack-people";

const DEFAULT_COUNT = 10;
const MAX_COUNT = 20;

const ListDirectMessagesInputSchema = z.object({
  person: z.string().optional().describe("Solo los de esta persona: nombre, @usuario o correo"),
  since: z.string().optional().describe("Solo mensajes desde este instante, ISO 8601 con zona"),
  until: z.string().optional().describe("Solo mensajes anteriores a este instante, ISO 8601 con zona"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos mostrar, 10 si no se dice"),
});

export const slackListDirectMessages = defineTool({
  name: "slack_list_direct_messages",
  app: "slack",
  description:
    "Lista los mensajes directos (privados, uno a uno) que otras personas han enviado al usuario en Slack, nunca los " +
    "de canales; puede limitarse a una persona. Úsala para '¿qué me ha escrito Laura por privado?'. `total` es " +
    "cuántos hay en el periodo.",
  inputSchema: ListDirectMessagesInputSchema,
  writes: false,
  intent: { action: "list", objects: ["message", "chat"] },
  argsFromRequest: (request) => {
    if (!request.directOnly) return null;
    const { channel: _channel, ...window } = readMessageWindow(request, MAX_COUNT);
    const person = request.person ?? request.email;
    return { ...window, ...(person ? { person } : {}) };
  },
  execute: async (context, input) => {
    const wanted = input.person?.trim();
    const people = wanted
      ? new Set((await listSlackUsers(context.api)).filter((user) => matchesSlackUser(user, wanted)).map((u) => u.id))
      : undefined;
    if (people && people.size === 0) {
      return { kind: "done", message: `No encuentro a «${wanted}» entre los miembros de tu espacio de Slack.` };
    }
    const { items, total } = await pickSlackMessages(context, {
      types: "im",
      window: input,
      count: input.count ?? DEFAULT_COUNT,
      conversations: (conversation) => Boolean(conversation.is_im && (!people || people.has(conversation.user ?? ""))),
      keep: (message, myUserId) => message.user !== myUserId,
    });
    return { kind: "list", object: "message", items, total };
  },
});
