import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { fetchMicrosoftProfile } from "../../families/microsoft";
import { createOneOnOneChat, sendTeamsChatMessage } from "../client";
import { describeTeamsPerson, resolveTeamsPerson } from "../resolve-teams-person";

const SendMessageInputSchema = z.object({
  person: z.string().min(1).describe("A quién: nombre ('Marta López') o correo de una persona de la organización"),
  userId: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Identificador de la persona en el directorio; Shifu lo rellena al buscarla, antes de pedir confirmación",
    ),
  message: z.string().min(1).describe("Texto del mensaje"),
});

type SendMessageInput = z.infer<typeof SendMessageInputSchema>;

export const teamsSendMessage = defineTool<SendMessageInput>({
  name: "teams_send_message",
  app: "teams",
  description:
    "Envía un mensaje de Microsoft Teams a una persona de la organización por su chat individual (lo crea si aún no " +
    "existe). La persona se busca por nombre o correo en el directorio.",
  inputSchema: SendMessageInputSchema,
  writes: true,
  intent: { action: "send", objects: ["message", "chat"] },
  argsFromRequest: (request) => {
    const person = request.email ?? request.person;
    const message = request.body?.trim();
    return person && message ? { person, message } : null;
  },
  resolve: async (context, input) => {
    const me = await fetchMicrosoftProfile(context.api);
    const user = await resolveTeamsPerson(context.api, input.person, me.id);
    return { ...input, person: describeTeamsPerson(user), userId: user.id };
  },
  describe: async (_context, input) => `Enviar por Teams a ${input.person} el mensaje «${input.message}»`,
  execute: async (context, input) => {
    // Only the directory id the card was made with: a name is never looked up again once confirmed.
    if (!input.userId) {
      throw new AppError("BAD_REQUEST", { message: "Falta la persona exacta a la que enviar el mensaje de Teams." });
    }
    const me = await fetchMicrosoftProfile(context.api);
    const chat = await createOneOnOneChat(context.api, me.id, input.userId);
    const sent = await sendTeamsChatMessage(context.api, chat.id, input.message);
    const name = input.person.replace(/\s*\([^)]*\)$/, "");
    return {
      kind: "done",
      message: `He enviado tu mensaje a ${name} por Teams.`,
      item: {
        id: sent.id,
        title: `Chat con ${name}`,
        date: sent.createdDateTime,
        ...(chat.webUrl ? { link: chat.webUrl } : {}),
      },
    };
  },
});
