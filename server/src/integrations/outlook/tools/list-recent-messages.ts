import { z } from "zod";
import { defineTool } from "../../app-tool";
import { MAX_LIST_COUNT, readListCount } from "../../families/microsoft";
import { getOutlookMailFolder } from "../client";
import { findOutlookMessages } from "../find-outlook-messages";

const ListRecentMessagesInputSchema = z.object({
  count: z.number().int().min(1).max(MAX_LIST_COUNT).optional().describe("Cuántos correos mostrar (5 si no se dice)"),
  unreadOnly: z.boolean().optional().describe("Solo los correos sin leer"),
});

export const outlookListRecentMessages = defineTool({
  name: "outlook_list_recent_messages",
  app: "outlook",
  description:
    "Lista los últimos correos de la bandeja de entrada de Outlook, del más reciente al más antiguo, con asunto, " +
    "remitente, fecha y enlace. Puede limitarse a los no leídos. `total` es el número exacto de correos (o de no " +
    "leídos) de la bandeja: úsalo para contestar '¿cuántos…?'.",
  inputSchema: ListRecentMessagesInputSchema,
  writes: false,
  intent: { action: "list", objects: ["email"] },
  argsFromRequest: (request) => ({
    count: readListCount(request.count),
    ...(request.unreadOnly ? { unreadOnly: true } : {}),
  }),
  execute: async (context, input) => {
    // The folder's own counts are exact, where the list holds only the page asked for.
    const [items, inbox] = await Promise.all([
      findOutlookMessages(context, { count: readListCount(input.count), unreadOnly: input.unreadOnly }),
      getOutlookMailFolder(context.api, "inbox"),
    ]);
    const total = input.unreadOnly ? inbox.unreadItemCount : inbox.totalItemCount;
    return { kind: "list", object: "email", items, total };
  },
});
