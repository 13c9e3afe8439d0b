import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { formatMailAddress, readMailAddresses, requireExactAddress } from "../../mail-address";
import { createGmailDraft, getGmailMessage, sendGmailMessage } from "../client";
import { readGmailHeader } from "../create-gmail-item";
import { createReplySubject, encodeGmailReply, readReplyRecipient } from "../encode-gmail-message";

const ReplyMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo al que se responde"),
  body: z.string().trim().min(1).max(20_000).describe("Texto de la respuesta"),
  draft: z.boolean().optional().describe("true para guardarla como borrador en lugar de enviarla"),
  to: z
    .string()
    .optional()
    .describe(
      "Dirección exacta a la que va la respuesta; Shifu la rellena desde el correo antes de pedir confirmación",
    ),
});

type ReplyMessageInput = z.infer<typeof ReplyMessageInputSchema>;

export const gmailReplyMessage = defineTool<ReplyMessageInput>({
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
  // The address comes from the mail itself (Reply-To, else From), is shown on the card and is the only one used.
  resolve: async (context, input) => {
    const original = await getGmailMessage(context.api, input.messageId, "metadata");
    const exact = readMailAddresses(readReplyRecipient(original))[0];
    if (!exact) {
      throw new AppError("NOT_FOUND", { message: "Ese correo no dice a qué dirección responder." });
    }
    return { ...input, to: formatMailAddress(exact) };
  },
  describe: async (context, input) => {
    const original = await getGmailMessage(context.api, input.messageId, "metadata");
    const subject = readGmailHeader(original.payload, "Subject") ?? "(sin asunto)";
    const recipient = input.to ?? readReplyRecipient(original);
    const action = input.draft ? "Guardar como borrador una respuesta" : "Enviar una respuesta";
    return `${action} a ${recipient} al correo «${subject}»: «${input.body}»`;
  },
  execute: async (context, input) => {
    const to = requireExactAddress(input.to ?? "");
    const original = await getGmailMessage(context.api, input.messageId, "metadata");
    const message = { raw: encodeGmailReply(original, input.body, formatMailAddress(to)), threadId: original.threadId };
    const recipient = to.name || to.address;
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
