import { z } from "zod";
import { defineTool } from "../../app-tool";
import { getGmailMessage, listGmailLabels, trashGmailMessage } from "../client";
import { createGmailItem } from "../create-gmail-item";

const TrashMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo, tal como lo dan las listas y búsquedas de Gmail"),
});

export const gmailTrashMessage = defineTool({
  name: "gmail_trash_message",
  app: "gmail",
  description:
    "Mueve un solo correo de Gmail a la papelera (se puede recuperar durante 30 días). Busca antes el correo con " +
    "gmail_search_messages. Nunca borra varios a la vez.",
  inputSchema: TrashMessageInputSchema,
  writes: true,
  intent: { action: "trash", objects: ["email"] },
  target: { searchTool: "gmail_search_messages" },
  argsFromRequest: (_request, target) => (target ? { messageId: target.id } : null),
  describe: async (context, input) => {
    const message = await getGmailMessage(context.api, input.messageId, "metadata");
    const item = createGmailItem(message, []);
    return `Mover a la papelera el correo «${item.title}» de ${item.from ?? "remitente desconocido"}`;
  },
  execute: async (context, input) => {
    const [message, labels] = await Promise.all([
      getGmailMessage(context.api, input.messageId, "metadata"),
      listGmailLabels(context.api),
    ]);
    const trashed = await trashGmailMessage(context.api, input.messageId);
    const item = createGmailItem({ ...message, labelIds: trashed.labelIds ?? message.labelIds }, labels);
    return {
      kind: "done",
      message: `He movido a la papelera el correo «${item.title}» de ${item.from ?? "remitente desconocido"}.`,
      item: { ...item, link: `https://mail.google.com/mail/u/0/#trash/${message.id}` },
    };
  },
});
