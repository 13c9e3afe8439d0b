import { z } from "zod";
import { defineTool } from "../../app-tool";
import { MAX_LIST_COUNT, readListCount } from "../../families/google";
import { getGmailLabel } from "../client";
import { listGmailItems } from "../list-gmail-items";

const ListRecentMessagesInputSchema = z.object({
  count: z.number().int().min(1).max(MAX_LIST_COUNT).optional().describe("Cuántos correos mostrar (5 si no se dice)"),
  unreadOnly: z.boolean().optional().describe("Solo los correos sin leer"),
});

export const gmailListRecentMessages = defineTool({
  name: "gmail_list_recent_messages",
  app: "gmail",
  description:
    "Lista los últimos correos de la bandeja de entrada de Gmail, del más reciente al más antiguo, con asunto, " +
    "remitente y fecha. Puede limitarse a los no leídos. `total` es el número exacto de correos (o de no leídos) " +
    "de la bandeja: úsalo para contestar '¿cuántos…?'.",
  inputSchema: ListRecentMessagesInputSchema,
  writes: false,
  intent: { action: "list", objects: ["email"] },
  argsFromRequest: (request) => ({
    count: readListCount(request.count),
    ...(request.unreadOnly ? { unreadOnly: true } : {}),
  }),
  execute: async (context, input) => {
    // The inbox label's own counts are exact, where a list's resultSizeEstimate is only an estimate.
    const [list, inbox] = await Promise.all([
      listGmailItems(context, {
        labelId: "INBOX",
        q: input.unreadOnly ? "is:unread" : undefined,
        count: readListCount(input.count),
      }),
      getGmailLabel(context.api, "INBOX"),
    ]);
    const total = input.unreadOnly ? inbox.messagesUnread : inbox.messagesTotal;
    return { kind: "list", object: "email", items: list.items, total: total ?? list.total };
  },
});
