import { z } from "zod";
import { defineTool } from "../../app-tool";
import { getOutlookMessage, moveOutlookMessage } from "../client";
import { createOutlookItem, readSenderName, readSubject } from "../create-outlook-item";

const DeleteMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo que se mueve a Elementos eliminados"),
});

export const outlookDeleteMessage = defineTool({
  name: "outlook_delete_message",
  app: "outlook",
  description:
    "Mueve un correo de Outlook a Elementos eliminados (se puede recuperar desde allí). Un solo correo cada vez; " +
    "búscalo antes con outlook_search_messages.",
  inputSchema: DeleteMessageInputSchema,
  writes: true,
  intent: { action: "trash", objects: ["email"] },
  target: { searchTool: "outlook_search_messages" },
  argsFromRequest: (_request, target) => (target ? { messageId: target.id } : null),
  describe: async (context, input) => {
    const message = await getOutlookMessage(context.api, input.messageId);
    return `Mover a Elementos eliminados el correo «${readSubject(message)}» de ${readSenderName(message)}`;
  },
  execute: async (context, input) => {
    const moved = await moveOutlookMessage(context.api, input.messageId, "deleteditems");
    return {
      kind: "done",
      message: `He movido a Elementos eliminados el correo «${readSubject(moved)}» de ${readSenderName(moved)}.`,
      item: createOutlookItem(moved),
    };
  },
});
