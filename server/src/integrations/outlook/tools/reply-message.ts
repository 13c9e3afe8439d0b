import { z } from "zod";
import { defineTool } from "../../app-tool";
import { createOutlookReplyDraft, getOutlookMessage, replyToOutlookMessage } from "../client";
import { formatOutlookAddress, readSenderName, readSubject } from "../create-outlook-item";

const ReplyMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo al que se responde"),
  comment: z.string().min(1).describe("Texto de la respuesta; el correo original se cita debajo"),
  draft: z.boolean().optional().describe("Dejar la respuesta como borrador en vez de enviarla"),
});

export const outlookReplyMessage = defineTool({
  name: "outlook_reply_message",
  app: "outlook",
  description:
    "Responde al remitente de un correo de Outlook con un texto, y lo envía o lo deja como borrador. Busca antes el " +
    "correo con outlook_search_messages.",
  inputSchema: ReplyMessageInputSchema,
  writes: true,
  intent: { action: "reply", objects: ["email"] },
  target: { searchTool: "outlook_search_messages" },
  argsFromRequest: (request, target) => {
    const comment = request.body?.trim();
    if (!target || !comment) return null;
    return { messageId: target.id, comment, ...(request.draft ? { draft: true } : {}) };
  },
  describe: async (context, input) => {
    const message = await getOutlookMessage(context.api, input.messageId);
    const action = input.draft ? "Guardar como borrador la respuesta a" : "Responder a";
    return `${action} ${formatOutlookAddress(message.from)} el correo «${readSubject(message)}»: «${input.comment}»`;
  },
  execute: async (context, input) => {
    const message = await getOutlookMessage(context.api, input.messageId);
    if (input.draft) {
      const draft = await createOutlookReplyDraft(context.api, input.messageId, input.comment);
      return {
        kind: "done",
        message: `He guardado en Borradores tu respuesta a ${readSenderName(message)} sobre «${readSubject(message)}».`,
        item: { id: draft.id, title: readSubject(draft), ...(draft.webLink ? { link: draft.webLink } : {}) },
      };
    }
    await replyToOutlookMessage(context.api, input.messageId, input.comment);
    return {
      kind: "done",
      message: `He respondido a ${readSenderName(message)} el correo «${readSubject(message)}».`,
    };
  },
});
