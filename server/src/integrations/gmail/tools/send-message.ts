import { z } from "zod";
import { defineTool } from "../../app-tool";
import { readNewMail, requireExactAddress } from "../../mail-address";
import { createGmailDraft, sendGmailMessage } from "../client";
import { encodeGmailMessage } from "../encode-gmail-message";
import { resolveGmailRecipients } from "../resolve-gmail-recipient";

const RecipientsSchema = z.array(z.string().trim().min(1).max(320)).max(50);

const SendMessageInputSchema = z.object({
  to: RecipientsSchema.min(1).describe(
    "Destinatarios: direcciones de correo, o nombres de personas con las que ya hay correos (se buscan sus direcciones)",
  ),
  cc: RecipientsSchema.optional().describe("Con copia: direcciones o nombres, como en «to»"),
  subject: z.string().trim().min(1).max(300).describe("Asunto del correo"),
  body: z.string().trim().min(1).max(20_000).describe("Texto del correo"),
  draft: z.boolean().optional().describe("true para guardarlo como borrador en lugar de enviarlo"),
});

type SendMessageInput = z.infer<typeof SendMessageInputSchema>;

function listRecipients(input: SendMessageInput): string {
  const cc = input.cc && input.cc.length > 0 ? ` (con copia a ${input.cc.join(", ")})` : "";
  return `${input.to.join(", ")}${cc}`;
}

export const gmailSendMessage = defineTool<SendMessageInput>({
  name: "gmail_send_message",
  app: "gmail",
  description:
    "Escribe un correo NUEVO desde Gmail a una o varias personas (direcciones o nombres), con copia opcional, y lo " +
    "envía o, si se pide, lo deja como borrador. No es una respuesta: para contestar un correo recibido usa " +
    "gmail_reply_message.",
  inputSchema: SendMessageInputSchema,
  writes: true,
  intent: { action: "send", objects: ["email"] },
  argsFromRequest: readNewMail,
  resolve: async (context, input) => {
    const [to, cc] = await Promise.all([
      resolveGmailRecipients(context.api, input.to),
      input.cc ? resolveGmailRecipients(context.api, input.cc) : undefined,
    ]);
    return { ...input, to, ...(cc ? { cc } : {}) };
  },
  describe: async (_context, input) => {
    const action = input.draft ? "Guardar como borrador un correo nuevo para" : "Enviar un correo nuevo a";
    return `${action} ${listRecipients(input)} con asunto «${input.subject}»: «${input.body}»`;
  },
  execute: async (context, input) => {
    // Only the exact addresses the card showed; a bare name is refused, never looked up again.
    for (const recipient of [...input.to, ...(input.cc ?? [])]) requireExactAddress(recipient);
    const raw = encodeGmailMessage(input);
    if (input.draft) {
      const draft = await createGmailDraft(context.api, { raw });
      return {
        kind: "done",
        message: `He guardado en Borradores el correo «${input.subject}» para ${listRecipients(input)}.`,
        item: {
          id: draft.id,
          title: input.subject,
          link: `https://mail.google.com/mail/u/0/#drafts?compose=${draft.message.id}`,
        },
      };
    }
    const sent = await sendGmailMessage(context.api, { raw });
    return {
      kind: "done",
      message: `He enviado el correo «${input.subject}» a ${listRecipients(input)}.`,
      item: { id: sent.id, title: input.subject, link: `https://mail.google.com/mail/u/0/#sent/${sent.id}` },
    };
  },
});
