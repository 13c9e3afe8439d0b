import { z } from "zod";
import { defineTool } from "../../app-tool";
import { readItemBodyText } from "../../families/microsoft";
import { getOutlookMessage } from "../client";
import { createOutlookItem, formatOutlookAddress } from "../create-outlook-item";

const ReadMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo, tal como lo dan las listas y búsquedas de Outlook"),
});

export const outlookReadMessage = defineTool({
  name: "outlook_read_message",
  app: "outlook",
  description:
    "Lee un correo de Outlook completo: remitente, destinatarios, asunto, fecha y el texto del cuerpo. Busca antes " +
    "el correo con outlook_search_messages o outlook_list_recent_messages.",
  inputSchema: ReadMessageInputSchema,
  writes: false,
  intent: { action: "read", objects: ["email"] },
  target: { searchTool: "outlook_search_messages" },
  argsFromRequest: (_request, target) => (target ? { messageId: target.id } : null),
  execute: async (context, input) => {
    const message = await getOutlookMessage(context.api, input.messageId);
    const headers = [
      ["De", message.from ? formatOutlookAddress(message.from) : undefined],
      ["Para", message.toRecipients?.map(formatOutlookAddress).join(", ")],
      ["CC", message.ccRecipients?.map(formatOutlookAddress).join(", ")],
      ["Fecha", message.receivedDateTime],
      ["Asunto", message.subject ?? undefined],
    ].flatMap(([name, value]) => (value ? [`${name}: ${value}`] : []));
    const body = message.body ? readItemBodyText(message.body) : (message.bodyPreview ?? "");
    return { kind: "document", item: createOutlookItem(message), text: `${headers.join("\n")}\n\n${body}` };
  },
});
