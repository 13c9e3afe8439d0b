import { z } from "zod";
import { defineTool, type ToolContext } from "../../app-tool";
import { fetchSlackTeamUrl, listSlackChannels, postSlackMessage } from "../client";
import { findSlackChannel } from "../find-slack-channel";
import { buildSlackPermalink, readSlackTsAsIso } from "../format-slack-message";

const PostMessageInputSchema = z.object({
  channel: z.string().min(1).describe("Canal donde publicar, por nombre ('general' o '#general') o id"),
  text: z.string().min(1).describe("El texto exacto del mensaje"),
});

type PostMessageInput = z.infer<typeof PostMessageInputSchema>;

async function resolveChannel({ api }: ToolContext, input: PostMessageInput) {
  return findSlackChannel(await listSlackChannels(api), input.channel);
}

export const slackPostMessage = defineTool({
  name: "slack_post_message",
  app: "slack",
  description:
    "Publica un mensaje en un canal de Slack en nombre del usuario. Úsala cuando pida escribir, enviar o publicar algo en un canal ('publica en #general que mañana no hay reunión').",
  inputSchema: PostMessageInputSchema,
  writes: true,
  intent: { action: "send", objects: ["message"] },
  argsFromRequest: (request) => {
    const text = request.body ?? request.quoted;
    if (!request.channel || !text) return null;
    return { channel: request.channel, text };
  },
  describe: async (context, input) => {
    const channel = await resolveChannel(context, input);
    if (!channel) return `Publicar en el canal «${input.channel}» de Slack (no lo encuentro): «${input.text}»`;
    return `Publicar en #${channel.name}: «${input.text}»`;
  },
  execute: async (context, input) => {
    const channel = await resolveChannel(context, input);
    if (!channel) {
      return { kind: "done", message: `No he publicado nada: no encuentro el canal «${input.channel}» en Slack.` };
    }
    const posted = await postSlackMessage(context.api, channel.id, input.text);
    const teamUrl = await fetchSlackTeamUrl(context.api);
    return {
      kind: "done",
      message: `Publicado en #${channel.name}: «${input.text}»`,
      item: {
        id: `${posted.channel}/${posted.ts}`,
        title: input.text,
        date: readSlackTsAsIso(posted.ts),
        link: buildSlackPermalink(teamUrl, posted.channel, posted.ts),
        place: `#${channel.name}`,
      },
    };
  },
});
