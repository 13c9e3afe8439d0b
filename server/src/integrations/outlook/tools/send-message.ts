import { z } from "zod";
import { defineTool } from "../../app-tool";
import { readNewMail, requireExactAddress } from "../../mail-address";
import { createOutlookDraft, sendOutlookMail } from "../client";
import { resolveOutlookRecipient } from "../resolve-outlook-recipient";

const SendMessageInputSchema = z.object({
  to: z
    .array(z.string().trim().min(1).max(320))
    .min(1)
    .max(50)
    .describe("Destinatarios: direcciones de correo, o nombres de personas con las que ya hay correos"),
  subject: z.string().min(1).describe("Asunto del correo"),
  body: z.string().min(1).describe("Texto del correo"),
  draft: z.boolean().optional().describe("Dejarlo como borrador en vez de enviarlo"),
});

export const outlookSendMessage = defineTool({
  name: "outlook_send_message",
  app: "outlook",
  description:
    "Escribe un correo nuevo desde Outlook a una o varias personas y lo envía, o lo deja como borrador si se pide. Para " +
    "contestar un correo recibido usa outlook_reply_message.",
  inputSchema: SendMessageInputSchema,
  writes: true,
  intent: { action: "send", objects: ["email"] },
  argsFromRequest: readNewMail,
  resolve: async (context, input) => {
    const to = await Promise.all(
      input.to.map((recipient) => resolveOutlookRecipient(context.api, recipient, context.now)),
    );
    return { ...input, to: [...new Set(to)] };
  },
  describe: async (_context, input) => {
    const action = input.draft ? "Guardar como borrador un correo para" : "Enviar a";
    return `${action} ${input.to.join(", ")} el correo «${input.subject}»: «${input.body}»`;
  },
  execute: async (context, input) => {
    const recipients = input.to.map(requireExactAddress);
    const names = recipients.map((recipient) => recipient.name || recipient.address).join(", ");
    const message = {
      subject: input.subject,
      body: { contentType: "Text" as const, content: input.body },
      toRecipients: recipients.map((recipient) => ({
        emailAddress: { address: recipient.address, name: recipient.name || recipient.address },
      })),
    };
    if (input.draft) {
      const draft = await createOutlookDraft(context.api, message);
      return {
        kind: "done",
        message: `He guardado en Borradores el correo «${input.subject}» para ${names}.`,
        item: { id: draft.id, title: input.subject, ...(draft.webLink ? { link: draft.webLink } : {}) },
      };
    }
    await sendOutlookMail(context.api, message);
    return { kind: "done", message: `He enviado a ${names} el correo «${input.subject}».` };
  },
});
