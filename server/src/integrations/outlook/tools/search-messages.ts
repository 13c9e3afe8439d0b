import { z } from "zod";
import { defineTool } from "../../app-tool";
import { MAX_LIST_COUNT, readListCount } from "../../families/microsoft";
import { findOutlookMessages } from "../find-outlook-messages";

const SearchMessagesInputSchema = z.object({
  text: z.string().optional().describe("Palabras que deben aparecer en el asunto, el cuerpo o el remitente"),
  from: z.string().optional().describe("Remitente: su nombre ('Marta López') o su dirección de correo"),
  after: z.string().optional().describe("Solo correos recibidos desde este instante (ISO 8601)"),
  before: z.string().optional().describe("Solo correos recibidos hasta este instante (ISO 8601)"),
  unreadOnly: z.boolean().optional().describe("Solo los correos sin leer"),
  importantOnly: z.boolean().optional().describe("Solo los correos de importancia alta"),
  count: z
    .number()
    .int()
    .min(1)
    .max(MAX_LIST_COUNT)
    .optional()
    .describe("Cuántos correos mostrar como mucho (5 si no se dice)"),
});

export const outlookSearchMessages = defineTool({
  name: "outlook_search_messages",
  app: "outlook",
  description:
    "Busca correos en la bandeja de entrada de Outlook (y, si allí no hay ninguno con esas palabras, en el resto del " +
    "buzón) por palabras, remitente y fechas de recepción; devuelve los " +
    "más recientes primero, con su identificador para leerlos, responderlos o eliminarlos.",
  inputSchema: SearchMessagesInputSchema,
  writes: false,
  intent: { action: "search", objects: ["email"] },
  argsFromRequest: (request) => {
    const text = request.quoted ?? request.keywords;
    const from = request.email ?? request.person;
    const { from: after, to: before } = request.dateRange ?? {};
    if (!text && !from && !after && !before && !request.unreadOnly && !request.importantOnly) return null;
    return {
      count: readListCount(request.count),
      ...(text ? { text } : {}),
      ...(from ? { from } : {}),
      ...(after ? { after } : {}),
      ...(before ? { before } : {}),
      ...(request.unreadOnly ? { unreadOnly: true } : {}),
      ...(request.importantOnly ? { importantOnly: true } : {}),
    };
  },
  execute: async (context, input) => ({
    kind: "list",
    object: "email",
    items: await findOutlookMessages(context, { ...input, count: readListCount(input.count) }),
  }),
});
