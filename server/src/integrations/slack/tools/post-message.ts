import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool, type ToolContext } from "../../app-tool";
import { pickOneTarget } from "../../target-errors";
import { fetchSlackTeamUrl, listSlackChannels, postSlackMessage, type SlackChannel } from "../client";
import { normalizeChannelName } from "../find-slack-channel";
import { buildSlackPermalink, readSlackTsAsIso } from "../format-slack-message";

const PostMessageInputSchema = z.object({
  channel: z.string().min(1).describe("Canal donde publicar, por nombre ('general' o '#general') o id"),
  text: z.string().min(1).describe("El texto exacto del mensaje"),
});

type PostMessageInput = z.infer<typeof PostMessageInputSchema>;

/** The channel a written name means: its id, an exact name, else the one name that contains it. */
function pickChannel(channels: readonly SlackChannel[], written: string): SlackChannel {
  const byId = channels.find((channel) => channel.id === written);
  if (byId) return byId;
  const wanted = normalizeChannelName(written);
  const exact = channels.filter((channel) => normalizeChannelName(channel.name) === wanted);
  const partial = wanted ? channels.filter((channel) => normalizeChannelName(channel.name).includes(wanted)) : [];
  const names = channels.map((channel) => `#${channel.name}`).join(", ");
  return pickOneTarget(exact.length > 0 ? exact : partial, {
    what: "canales",
    wanted: written,
    notFound: `No encuentro el canal «${written}» en Slack. Canales disponibles: ${names || "ninguno"}.`,
    label: (channel) => `#${channel.name}`,
  });
}

async function findChannelById(context: ToolContext, id: string) {
  const channel = (await listSlackChannels(context.api)).find((candidate) => candidate.id === id);
  // The card holds the channel's id; a name here means it was never resolved, so nothing is guessed.
  if (!channel) throw new AppError("NOT_FOUND", { message: `No encuentro el canal «${id}» en Slack.` });
  return channel;
}

export const slackPostMessage = defineTool<PostMessageInput>({
  name: "slack_post_message",
  app: "slack",
  description:
    "Publica un mensaje en un canal de Slack en nombre del usuario. Úsala cuando pida escribir, enviar o publicar algo en un canal ('publica en #general que mañana no hay reunión'). Para escribir a una persona en privado usa slack_send_direct_message.",
  inputSchema: PostMessageInputSchema,
  writes: true,
  intent: { action: "send", objects: ["message"] },
  argsFromRequest: (request) => {
    const text = request.body ?? request.quoted;
    const channel = request.channel ?? request.place?.name;
    if (!channel || !text) return null;
    return { channel, text };
  },
  resolve: async (context, input) => ({
    ...input,
    channel: pickChannel(await listSlackChannels(context.api), input.channel).id,
  }),
  describe: async (context, input) => {
    const channel = await findChannelById(context, input.channel);
    return `Publicar en #${channel.name}: «${input.text}»`;
  },
  execute: async (context, input) => {
    const channel = await findChannelById(context, input.channel);
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
