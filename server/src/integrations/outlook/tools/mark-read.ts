import { z } from "zod";
import { defineTool } from "../../app-tool";
import { getOutlookMessage, markOutlookMessageRead } from "../client";
import { createOutlookItem, readSenderName, readSubject } from "../create-outlook-item";

const MarkReadInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo que se marca, de outlook_search_messages"),
});

export const outlookMarkRead = defineTool({
  name: "outlook_mark_read",
  app: "outlook",
  description:
    "Marca como leído un correo de Outlook (no lo mueve ni lo archiva). Búscalo antes con outlook_search_messages.",
  inputSchema: MarkReadInputSchema,
  writes: true,
  intent: { action: "markRead", objects: ["email"] },
  target: { searchTool: "outlook_search_messages" },
  argsFromRequest: (_request, target) => (target ? { messageId: target.id } : null),
  describe: async (context, input) => {
    const message = await getOutlookMessage(context.api, input.messageId);
    return `Marcar como leído el correo «${readSubject(message)}» de ${readSenderName(message)}`;
  },
  execute: async (context, input) => {
    const read = await markOutlookMessageRead(context.api, input.messageId);
    return {
      kind: "done",
      message: `He marcado como leído el correo «${readSubject(read)}» de ${readSenderName(read)}.`,
      item: createOutlookItem(read),
    };
  },
});
