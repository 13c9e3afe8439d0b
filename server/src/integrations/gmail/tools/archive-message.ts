import { z } from "zod";
import { defineTool } from "../../app-tool";
import { getGmailMessage, listGmailLabels, modifyGmailMessage } from "../client";
import { createGmailItem } from "../create-gmail-item";

const ArchiveMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo, tal como lo dan las listas y búsquedas de Gmail"),
});

export const gmailArchiveMessage = defineTool({
  name: "gmail_archive_message",
  app: "gmail",
  description:
    "Archiva un correo de Gmail: lo saca de Recibidos y lo deja en «Todos», con sus etiquetas (no lo borra ni lo " +
    "manda a la papelera; para eso está gmail_trash_message). Busca antes el correo con gmail_search_messages.",
  inputSchema: ArchiveMessageInputSchema,
  writes: true,
  intent: { action: "archive", objects: ["email"] },
  target: { searchTool: "gmail_search_messages" },
  argsFromRequest: (_request, target) => (target ? { messageId: target.id } : null),
  describe: async (context, input) => {
    const item = createGmailItem(await getGmailMessage(context.api, input.messageId, "metadata"), []);
    return `Archivar (sacar de Recibidos) el correo «${item.title}» de ${item.from ?? "remitente desconocido"}`;
  },
  execute: async (context, input) => {
    const [message, labels] = await Promise.all([
      getGmailMessage(context.api, input.messageId, "metadata"),
      listGmailLabels(context.api),
    ]);
    const archived = await modifyGmailMessage(context.api, input.messageId, { removeLabelIds: ["INBOX"] });
    const item = createGmailItem({ ...message, labelIds: archived.labelIds ?? message.labelIds }, labels);
    return {
      kind: "done",
      message: `He archivado el correo «${item.title}» de ${item.from ?? "remitente desconocido"}: ya no está en Recibidos.`,
      item: { ...item, link: `https://mail.google.com/mail/u/0/#all/${message.id}` },
    };
  },
});
