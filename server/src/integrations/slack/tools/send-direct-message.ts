import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { fetchSlackIdentity, fetchSlackTeamUrl, openSlackDirectMessage, postSlackMessage } from "../client";
import { buildSlackPermalink, readSlackTsAsIso } from "../format-slack-message";
import { describeSlackUser, resolveSlackUser } from "../slack-people";

const SendDirectMessageInputSchema = z.object({
  person: z.string().trim().min(1).describe("A quién: nombre ('Laura Gómez'), @usuario o correo de un miembro"),
  userId: z
    .string()
    .min(1)
    .optional()
    .describe("Identificador del miembro en Slack; Shifu lo rellena al buscarlo, antes de pedir confirmación"),
  text: z.string().trim().min(1).max(40_000).describe("El texto exacto del mensaje"),
});

type SendDirectMessageInput = z.infer<typeof SendDirectMessageInputSchema>;

export const slackSendDirectMessage = defineTool<SendDirectMessageInput>({
  name: "slack_send_direct_message",
  app: "slack",
  description:
    "Envía un mensaje directo (privado, uno a uno) de Slack a una persona del espacio de trabajo, buscada por su " +
    "nombre, @usuario o correo. Para publicar en un canal usa slack_post_message.",
  inputSchema: SendDirectMessageInputSchema,
  writes: true,
  intent: { action: "send", objects: ["message", "chat"] },
  argsFromRequest: (request) => {
    const person = request.recipients?.[0] ?? request.person ?? request.email;
    const text = request.body?.trim();
    if (!person || !text || request.channel) return null;
    return { person, text };
  },
  resolve: async (context, input) => {
    const { userId: myUserId } = await fetchSlackIdentity(context.api);
    const user = await resolveSlackUser(context.api, input.person, myUserId);
    return { ...input, person: describeSlackUser(user), userId: user.id };
  },
  describe: async (_context, input) => `Enviar por mensaje directo de Slack a ${input.person}: «${input.text}»`,
  execute: async (context, input) => {
    // Only the member id the card was made with: a name is never looked up again once confirmed.
    if (!input.userId) {
      throw new AppError("BAD_REQUEST", { message: "Falta la persona exacta a la que enviar el mensaje de Slack." });
    }
    const channel = await openSlackDirectMessage(context.api, input.userId);
    const posted = await postSlackMessage(context.api, channel, input.text);
    const teamUrl = await fetchSlackTeamUrl(context.api);
    return {
      kind: "done",
      message: `He enviado tu mensaje directo a ${input.person}: «${input.text}»`,
      item: {
        id: `${posted.channel}/${posted.ts}`,
        title: input.text,
        date: readSlackTsAsIso(posted.ts),
        link: buildSlackPermalink(teamUrl, posted.channel, posted.ts),
        place: `Mensaje directo con ${input.person}`,
      },
    };
  },
});
