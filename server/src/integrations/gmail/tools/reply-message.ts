import { z } from "zod";
import { defineTool } from "../../app-tool";
import { createGmailDraft, getGmailMessage, sendGmailMessage } from "../client";
import { readDisplayName, readGmailHeader } from "../create-gmail-item";
import { createReplySubject, encodeGmailReply, readReplyRecipient } from "../encode-gmail-message";

const ReplyMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo al que se responde"),
  body: z.string().trim().min(1).max(20_000).describe("Texto de la respuesta"),
  draft: z.boolean().optional().describe("true para guardarla como borrador en lugar de enviarla"),
});

export const gmailReplyMessage = defineTool({
  name: "gmail_reply_message",
  app: "gmail",
  description:
    "Responde a un correo de Gmail en su misma conversación: la envía o, si el usuario lo pide, la deja como " +
    "borrador. Busca antes el correo con gmail_search_messages.",
  inputSchema: ReplyMessageInputSchema,
  writes: true,
  intent: { action: "reply", objects: ["email"] },
  target: { searchTool: "gmail_search_messages" },
  argsFromRequest: (request, target) => {
    const body = request.body?.trim();
    if (!target || !body) return null;
    return { messageId: target.id, body, ...(request.draft ? { draft: true } : {}) };
  },
  describe: async (context, input) => {
    const original = await getGmailMessage(context.api, input.messageId, "metadata");
    const subject = readGmailHeader(original.payload, "Subject") ?? "(sin asunto)";
    const recipient = readDisplayName(readReplyRecipient(original)) ?? "el remitente";
    const action = input.draft ? "Guardar como borrador una respuesta" : "Enviar una respuesta";
    return `${action} a ${recipient} al correo «${subject}»: «${input.body}»`;
  },
  execute: async (context, input) => {
    const original = await getGmailMessage(context.api, input.messageId, "metadata");
    const message = { raw: encodeGmailReply(original, input.body), threadId: original.threadId };
    const recipient = readDisplayName(readReplyRecipient(original)) ?? "el remitente";
    const title = createReplySubject(readGmailHeader(original.payload, "Subject"));
    if (input.draft) {
      const draft = await createGmailDraft(context.api, message);
      return {
        kind: "done",
        message: `He guardado en Borradores una respuesta para ${recipient}: «${title}».`,
        item: { id: draft.id, title, link: `https://mail.google.com/mail/u/0/#drafts?compose=${draft.message.id}` },
      };
    }
    const sent = await sendGmailMessage(context.api, message);
    return {
      kind: "done",
      message: `He enviado la respuesta a ${recipient}: «${title}».`,
      item: { id: sent.id, title, link: `https://mail.google.com/mail/u/0/#sent/${sent.id}` },
    };
  },
});
