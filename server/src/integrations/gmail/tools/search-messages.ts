import { z } from "zod";
import { defineTool } from "../../app-tool";
import { MAX_LIST_COUNT, readListCount } from "../../families/google";
import { buildGmailQuery } from "../build-gmail-query";
import { listGmailItems } from "../list-gmail-items";

const SearchMessagesInputSchema = z.object({
  from: z.string().optional().describe("Remitente: nombre o dirección de correo, p. ej. 'Laura Gómez'"),
  subject: z.string().optional().describe("Palabras que deben estar en el asunto"),
  words: z.string().optional().describe("Palabras a buscar en el asunto, el remitente o el cuerpo"),
  after: z.string().optional().describe("Solo correos desde este instante, fecha ISO 8601"),
  before: z.string().optional().describe("Solo correos anteriores a este instante, fecha ISO 8601"),
  unreadOnly: z.boolean().optional().describe("Solo los correos sin leer"),
  importantOnly: z.boolean().optional().describe("Solo los correos que Gmail marca como importantes"),
  count: z.number().int().min(1).max(MAX_LIST_COUNT).optional().describe("Cuántos correos mostrar (5 si no se dice)"),
});

export const gmailSearchMessages = defineTool({
  name: "gmail_search_messages",
  app: "gmail",
  description:
    "Busca correos en Gmail por remitente, palabras del asunto o del cuerpo y fechas, del más reciente al más " +
    "antiguo. Úsala también para encontrar el correo sobre el que el usuario quiere actuar. `total` es cuántos " +
    "correos encajan en total, no solo los mostrados.",
  inputSchema: SearchMessagesInputSchema,
  writes: false,
  intent: { action: "search", objects: ["email"] },
  argsFromRequest: (request) => {
    const input = {
      from: request.email ?? request.person,
      words: request.quoted ?? request.keywords,
      after: request.dateRange?.from,
      before: request.dateRange?.to,
      unreadOnly: request.unreadOnly,
      importantOnly: request.importantOnly,
    };
    const present = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined && value !== ""),
    );
    if (Object.keys(present).length === 0) return null;
    return { ...present, count: readListCount(request.count) };
  },
  execute: async (context, input) => {
    const list = await listGmailItems(context, { q: buildGmailQuery(input), count: readListCount(input.count) });
    return { kind: "list", object: "email", items: list.items, total: list.total };
  },
});
