import { z } from "zod";
import { defineTool } from "../../app-tool";
import { readWrittenRecipients, requireExactAddress } from "../../mail-address";
import { forwardOutlookMessage, getOutlookMessage } from "../client";
import { readSenderName, readSubject } from "../create-outlook-item";
import { resolveOutlookRecipient } from "../resolve-outlook-recipient";

const ForwardMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo que se reenvía, de outlook_search_messages"),
  to: z
    .array(z.string().trim().min(1).max(320))
    .min(1)
    .max(50)
    .describe("A quién: direcciones de correo, o nombres de personas con las que ya hay correos"),
  comment: z.string().trim().max(20_000).optional().describe("Unas líneas propias encima del correo reenviado"),
});

type ForwardMessageInput = z.infer<typeof ForwardMessageInputSchema>;

export const outlookForwardMessage = defineTool<ForwardMessageInput>({
  name: "outlook_forward_message",
  app: "outlook",
  description:
    "Reenvía un correo de Outlook que ya existe, con sus adjuntos, a una o varias personas, con unas líneas propias " +
    "si se piden. Búscalo antes con outlook_search_messages.",
  inputSchema: ForwardMessageInputSchema,
  writes: true,
  intent: { action: "forward", objects: ["email"] },
  target: { searchTool: "outlook_search_messages" },
  argsFromRequest: (request, target) => {
    const to = readWrittenRecipients(request);
    if (!target || to.length === 0) return null;
    const comment = request.body?.trim();
    return { messageId: target.id, to, ...(comment ? { comment } : {}) };
  },
  resolve: async (context, input) => {
    const to = await Promise.all(
      input.to.map((recipient) => resolveOutlookRecipient(context.api, recipient, context.now)),
    );
    return { ...input, to: [...new Set(to)] };
  },
  describe: async (context, input) => {
    const message = await getOutlookMessage(context.api, input.messageId);
    const comment = input.comment ? ` con la nota «${input.comment}»` : "";
    return `Reenviar a ${input.to.join(", ")} el correo «${readSubject(message)}» de ${readSenderName(message)}${comment}`;
  },
  execute: async (context, input) => {
    const recipients = input.to.map(requireExactAddress);
    const message = await getOutlookMessage(context.api, input.messageId);
    await forwardOutlookMessage(context.api, input.messageId, {
      comment: input.comment ?? "",
      toRecipients: recipients.map((recipient) => ({
        emailAddress: { address: recipient.address, name: recipient.name || recipient.address },
      })),
    });
    return {
      kind: "done",
      message: `He reenviado el correo «${readSubject(message)}» a ${input.to.join(", ")}.`,
    };
  },
});
