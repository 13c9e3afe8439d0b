import { z } from "zod";
import { defineTool } from "../../app-tool";
import { getGmailMessage, listGmailLabels } from "../client";
import { createGmailItem, readGmailHeader } from "../create-gmail-item";
import { readGmailBody } from "../read-gmail-body";

const ReadMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo, tal como lo dan las listas y búsquedas de Gmail"),
});

export const gmailReadMessage = defineTool({
  name: "gmail_read_message",
  app: "gmail",
  description:
    "Lee un correo de Gmail completo: remitente, destinatarios, asunto, fecha y el texto del cuerpo. Busca antes el " +
    "correo con gmail_search_messages o gmail_list_recent_messages.",
  inputSchema: ReadMessageInputSchema,
  writes: false,
  intent: { action: "read", objects: ["email"] },
  target: { searchTool: "gmail_search_messages" },
  argsFromRequest: (_request, target) => (target ? { messageId: target.id } : null),
  execute: async (context, input) => {
    const [message, labels] = await Promise.all([
      getGmailMessage(context.api, input.messageId, "full"),
      listGmailLabels(context.api),
    ]);
    const headers = [
      ["De", readGmailHeader(message.payload, "From")],
      ["Para", readGmailHeader(message.payload, "To")],
      ["CC", readGmailHeader(message.payload, "Cc")],
      ["Fecha", readGmailHeader(message.payload, "Date")],
      ["Asunto", readGmailHeader(message.payload, "Subject")],
    ].flatMap(([name, value]) => (value ? [`${name}: ${value}`] : []));
    return {
      kind: "document",
      item: createGmailItem(message, labels),
      text: `${headers.join("\n")}\n\n${readGmailBody(message.payload)}`,
    };
  },
});
