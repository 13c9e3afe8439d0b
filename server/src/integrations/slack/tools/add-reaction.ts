import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool, type ToolContext } from "../../app-tool";
import { readEmojiName, showEmoji } from "../../emoji-names";
import {
  addSlackReaction,
  fetchSlackMessage,
  listSlackChannels,
  listSlackUsers,
  readSlackError,
  type SlackChannel,
} from "../client";
import { findSlackChannel } from "../find-slack-channel";
import { clipText, readSlackText } from "../format-slack-message";
import { mapSlackUserNames } from "../slack-people";

const AddReactionInputSchema = z.object({
  channel: z.string().min(1).describe("Canal del mensaje, por id (como lo da slack_list_recent_messages) o nombre"),
  ts: z
    .string()
    .regex(/^\d+\.\d+$/, "El ts de un mensaje de Slack es como 1712345678.000100")
    .describe("Marca de tiempo (ts) del mensaje, la parte tras '/' del id que da slack_list_recent_messages"),
  emoji: z
    .string()
    .min(1)
    .describe("El emoji, por su nombre de Slack sin dos puntos ('thumbsup', 'heart', 'tada', 'eyes') o el carácter"),
});

type AddReactionInput = z.infer<typeof AddReactionInputSchema>;

const CARD_TEXT_LENGTH = 80;

const GONE_MESSAGE = "Ese mensaje ya no está en Slack: puede que lo hayan borrado.";
const FULL_MESSAGE = "Ese mensaje ya tiene todas las reacciones que Slack permite.";

/** Slack's answer to a reaction that cannot be added, in the person's words; undefined for the unexpected. */
function explainReactionError(code: string, emoji: string): AppError | undefined {
  switch (code) {
    case "missing_scope":
      return new AppError("FORBIDDEN", {
        message:
          "Tu conexión con Slack se hizo antes de que Shifu pudiera añadir reacciones. Pulsa «Reconectar» en Slack, dentro de Aplicaciones, y vuelve a pedírmelo.",
      });
    case "message_not_found":
      return new AppError("NOT_FOUND", { message: GONE_MESSAGE });
    case "channel_not_found":
      return new AppError("NOT_FOUND", {
        message: "No encuentro en Slack el canal de ese mensaje o ya no estás en él.",
      });
    case "is_archived":
      return new AppError("CONFLICT", { message: "El canal de ese mensaje está archivado y no admite reacciones." });
    case "invalid_name":
      return new AppError("BAD_REQUEST", {
        message: `Slack no conoce el emoji ${emoji}. Prueba con otro, como 👍 o ❤️.`,
      });
    case "too_many_reactions":
    case "too_many_emoji":
      return new AppError("CONFLICT", { message: FULL_MESSAGE });
    default:
      return undefined;
  }
}

async function findChannel(context: ToolContext, idOrName: string): Promise<SlackChannel> {
  const channel = findSlackChannel(await listSlackChannels(context.api), idOrName);
  if (!channel) throw new AppError("NOT_FOUND", { message: `No encuentro el canal «${idOrName}» en Slack.` });
  return channel;
}

export const slackAddReaction = defineTool<AddReactionInput>({
  name: "slack_add_reaction",
  app: "slack",
  description:
    "Añade una reacción con un emoji a un mensaje de Slack en nombre del usuario ('reacciona con 👍 al último mensaje de Laura', 'dale like al mensaje de Pedro en #general'). Busca antes el mensaje con slack_list_recent_messages.",
  inputSchema: AddReactionInputSchema,
  writes: true,
  intent: { action: "react", objects: ["message"] },
  target: { searchTool: "slack_list_recent_messages" },
  argsFromRequest: (request, target) => {
    const [channel, ts] = target?.id.split("/") ?? [];
    if (!channel || !ts || !request.reaction) return null;
    return { channel, ts, emoji: request.reaction };
  },
  // The card and the call carry the channel's id and the emoji's own name, so what runs is what was shown.
  resolve: async (context, input) => {
    const emoji = readEmojiName(input.emoji) ?? input.emoji.trim().replace(/^:|:$/g, "");
    if (!/^[a-z0-9_+'-]+$/.test(emoji)) {
      throw new AppError("BAD_REQUEST", { message: `No sé qué emoji es «${input.emoji}». Prueba con 👍, ❤️ o 🎉.` });
    }
    return { ...input, channel: (await findChannel(context, input.channel)).id, emoji };
  },
  describe: async (context, input) => {
    const [channel, message, users] = await Promise.all([
      findChannel(context, input.channel),
      fetchSlackMessage(context.api, input.channel, input.ts),
      listSlackUsers(context.api),
    ]);
    if (!message) throw new AppError("NOT_FOUND", { message: GONE_MESSAGE });
    const names = mapSlackUserNames(users);
    const author = (message.user && names.get(message.user)) ?? message.username ?? "alguien";
    const text = clipText(readSlackText(message.text, names), CARD_TEXT_LENGTH) || "(mensaje sin texto)";
    return `Reaccionar con ${showEmoji(input.emoji)} al mensaje de ${author} en #${channel.name}: «${text}»`;
  },
  execute: async (context, input) => {
    const channel = await findChannel(context, input.channel);
    const shown = showEmoji(input.emoji);
    try {
      await addSlackReaction(context.api, channel.id, input.ts, input.emoji);
    } catch (error) {
      const code = readSlackError(error) ?? "";
      if (code === "already_reacted") {
        return { kind: "done", message: `Ya habías reaccionado con ${shown} a ese mensaje de #${channel.name}.` };
      }
      throw explainReactionError(code, shown) ?? error;
    }
    return { kind: "done", message: `He reaccionado con ${shown} al mensaje de #${channel.name}.` };
  },
});
