import { z } from "zod";
import { defineTool } from "../../app-tool";
import { fetchMicrosoftProfile } from "../../families/microsoft";
import { createOneOnOneChat, sendTeamsChatMessage } from "../client";
import { resolveTeamsPerson } from "../resolve-teams-person";

const SendMessageInputSchema = z.object({
  person: z.string().min(1).describe("A quién: nombre ('Marta López') o correo de una persona de la organización"),
  message: z.string().min(1).describe("Texto del mensaje"),
});

export const teamsSendMessage = defineTool({
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
  describe: async (context, input) => {
    const me = await fetchMicrosoftProfile(context.api);
    const user = await resolveTeamsPerson(context.api, input.person, me.id);
    const address = user.mail ?? user.userPrincipalName;
    return `Enviar por Teams a ${user.displayName}${address ? ` (${address})` : ""} el mensaje «${input.message}»`;
  },
  execute: async (context, input) => {
    const me = await fetchMicrosoftProfile(context.api);
    const user = await resolveTeamsPerson(context.api, input.person, me.id);
    const chat = await createOneOnOneChat(context.api, me.id, user.id);
    const sent = await sendTeamsChatMessage(context.api, chat.id, input.message);
    return {
      kind: "done",
      message: `He enviado tu mensaje a ${user.displayName} por Teams.`,
      item: {
        id: sent.id,
        title: `Chat con ${user.displayName}`,
        date: sent.createdDateTime,
        ...(chat.webUrl ? { link: chat.webUrl } : {}),
      },
    };
  },
});
