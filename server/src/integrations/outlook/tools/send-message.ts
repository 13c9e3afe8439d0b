import { z } from "zod";
import { defineTool } from "../../app-tool";
import { deriveMailSubject } from "../../derive-mail-subject";
import { createOutlookDraft, sendOutlookMail } from "../client";
import { resolveOutlookRecipient } from "../resolve-outlook-recipient";

const SendMessageInputSchema = z.object({
  to: z
    .string()
    .min(1)
    .describe("Destinatario: su dirección de correo, o el nombre de alguien con quien ya hay correos"),
  subject: z.string().min(1).describe("Asunto del correo"),
  body: z.string().min(1).describe("Texto del correo"),
  draft: z.boolean().optional().describe("Dejarlo como borrador en vez de enviarlo"),
});

export const outlookSendMessage = defineTool({
  name: "outlook_send_message",
  app: "outlook",
  description:
    "Escribe un correo nuevo desde Outlook a una persona y lo envía, o lo deja como borrador si se pide. Para " +
    "contestar un correo recibido usa outlook_reply_message.",
  inputSchema: SendMessageInputSchema,
  writes: true,
  intent: { action: "send", objects: ["email"] },
  argsFromRequest: (request) => {
    const to = request.email ?? request.person;
    const body = request.body?.trim();
    if (!to || !body) return null;
    return {
      to,
      subject: request.quoted ?? request.name ?? deriveMailSubject(body),
      body,
      ...(request.draft ? { draft: true } : {}),
    };
  },
  describe: async (context, input) => {
    const recipient = await resolveOutlookRecipient(context.api, input.to);
    const who = recipient.name === recipient.address ? recipient.address : `${recipient.name} <${recipient.address}>`;
    const action = input.draft ? "Guardar como borrador un correo para" : "Enviar a";
    return `${action} ${who} el correo «${input.subject}»: «${input.body}»`;
  },
  execute: async (context, input) => {
    const recipient = await resolveOutlookRecipient(context.api, input.to);
    const message = {
      subject: input.subject,
      body: { contentType: "Text" as const, content: input.body },
      toRecipients: [{ emailAddress: { address: recipient.address, name: recipient.name } }],
    };
    if (input.draft) {
      const draft = await createOutlookDraft(context.api, message);
      return {
        kind: "done",
        message: `He guardado en Borradores el correo «${input.subject}» para ${recipient.name}.`,
        item: { id: draft.id, title: input.subject, ...(draft.webLink ? { link: draft.webLink } : {}) },
      };
    }
    await sendOutlookMail(context.api, message);
    return { kind: "done", message: `He enviado a ${recipient.name} el correo «${input.subject}».` };
  },
});
