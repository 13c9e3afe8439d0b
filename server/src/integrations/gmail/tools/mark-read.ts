import { z } from "zod";
import { defineTool } from "../../app-tool";
import { getGmailMessage, listGmailLabels, modifyGmailMessage } from "../client";
import { createGmailItem } from "../create-gmail-item";

const MarkReadInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo, tal como lo dan las listas y búsquedas de Gmail"),
});

export const gmailMarkRead = defineTool({
  name: "gmail_mark_read",
  app: "gmail",
  description:
    "Marca como leído un correo de Gmail (le quita la marca de no leído; no lo mueve ni lo archiva). Busca antes el " +
    "correo con gmail_search_messages.",
  inputSchema: MarkReadInputSchema,
  writes: true,
  intent: { action: "markRead", objects: ["email"] },
  target: { searchTool: "gmail_search_messages" },
  argsFromRequest: (_request, target) => (target ? { messageId: target.id } : null),
  describe: async (context, input) => {
    const item = createGmailItem(await getGmailMessage(context.api, input.messageId, "metadata"), []);
    return `Marcar como leído el correo «${item.title}» de ${item.from ?? "remitente desconocido"}`;
  },
  execute: async (context, input) => {
    const [message, labels] = await Promise.all([
      getGmailMessage(context.api, input.messageId, "metadata"),
      listGmailLabels(context.api),
    ]);
    const read = await modifyGmailMessage(context.api, input.messageId, { removeLabelIds: ["UNREAD"] });
    const item = createGmailItem({ ...message, labelIds: read.labelIds ?? message.labelIds }, labels);
    return {
      kind: "done",
      message: `He marcado como leído el correo «${item.title}» de ${item.from ?? "remitente desconocido"}.`,
      item,
    };
  },
});
