import { z } from "zod";
import { defineTool } from "../../app-tool";
import { readWrittenRecipients, requireExactAddress } from "../../mail-address";
import { type GmailMessagePart, getGmailMessage, sendGmailMessage } from "../client";
import { readDisplayName, readGmailHeader } from "../create-gmail-item";
import { encodeGmailMessage } from "../encode-gmail-message";
import { readGmailBody } from "../read-gmail-body";
import { resolveGmailRecipients } from "../resolve-gmail-recipient";

const ForwardMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo que se reenvía, de gmail_search_messages"),
  to: z
    .array(z.string().trim().min(1).max(320))
    .min(1)
    .max(50)
    .describe("A quién: direcciones de correo, o nombres de personas con las que ya hay correos"),
  note: z.string().trim().max(20_000).optional().describe("Unas líneas propias encima del correo reenviado"),
});

type ForwardMessageInput = z.infer<typeof ForwardMessageInputSchema>;

function createForwardSubject(subject: string | undefined): string {
  const clean = subject?.trim() ?? "";
  return /^(fwd?|rv):/i.test(clean) ? clean : `Fwd: ${clean}`.trim();
}

function countAttachments(part: GmailMessagePart | undefined): number {
  if (!part) return 0;
  const own = part.filename && part.body?.attachmentId ? 1 : 0;
  return own + (part.parts ?? []).reduce((sum, child) => sum + countAttachments(child), 0);
}

/** The forwarded text as Gmail writes it: the person's note, then the original's headers and body. */
function composeForwardBody(original: GmailMessagePart | undefined, note: string | undefined): string {
  const headers = [
    ["De", readGmailHeader(original, "From")],
    ["Fecha", readGmailHeader(original, "Date")],
    ["Asunto", readGmailHeader(original, "Subject")],
    ["Para", readGmailHeader(original, "To")],
  ].flatMap(([name, value]) => (value ? [`${name}: ${value}`] : []));
  return [note ?? "", "", "---------- Mensaje reenviado ---------", ...headers, "", readGmailBody(original)]
    .join("\n")
    .trim();
}

export const gmailForwardMessage = defineTool<ForwardMessageInput>({
  name: "gmail_forward_message",
  app: "gmail",
  description:
    "Reenvía un correo de Gmail que ya existe a una o varias personas, con unas líneas propias si se piden. Los " +
    "adjuntos no se reenvían. Busca antes el correo con gmail_search_messages.",
  inputSchema: ForwardMessageInputSchema,
  writes: true,
  intent: { action: "forward", objects: ["email"] },
  target: { searchTool: "gmail_search_messages" },
  argsFromRequest: (request, target) => {
    const to = readWrittenRecipients(request);
    if (!target || to.length === 0) return null;
    const note = request.body?.trim();
    return { messageId: target.id, to, ...(note ? { note } : {}) };
  },
  resolve: async (context, input) => ({ ...input, to: await resolveGmailRecipients(context.api, input.to) }),
  describe: async (context, input) => {
    const original = await getGmailMessage(context.api, input.messageId, "full");
    const subject = readGmailHeader(original.payload, "Subject") ?? "(sin asunto)";
    const sender = readDisplayName(readGmailHeader(original.payload, "From")) ?? "remitente desconocido";
    const attachments = countAttachments(original.payload);
    const left = attachments > 0 ? ` (sin sus ${attachments} adjuntos, que no se reenvían)` : "";
    const note = input.note ? ` con la nota «${input.note}»` : "";
    return `Reenviar a ${input.to.join(", ")} el correo «${subject}» de ${sender}${note}${left}`;
  },
  execute: async (context, input) => {
    for (const recipient of input.to) requireExactAddress(recipient);
    const original = await getGmailMessage(context.api, input.messageId, "full");
    const subject = createForwardSubject(readGmailHeader(original.payload, "Subject"));
    const raw = encodeGmailMessage({
      to: input.to,
      subject,
      body: composeForwardBody(original.payload, input.note),
    });
    const sent = await sendGmailMessage(context.api, { raw });
    return {
      kind: "done",
      message: `He reenviado el correo «${subject}» a ${input.to.join(", ")}.`,
      item: { id: sent.id, title: subject, link: `https://mail.google.com/mail/u/0/#sent/${sent.id}` },
    };
  },
});
