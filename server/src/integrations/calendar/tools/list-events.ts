import { z } from "zod";
import { defineTool } from "../../app-tool";
import { listCalendarEvents } from "../client";
import { DayOrInstantSchema, readTimeRange } from "../read-time-range";
import { toCalendarItem } from "../to-calendar-item";

const DEFAULT_COUNT = 25;
const MAX_COUNT = 50;

const ListEventsInputSchema = z.object({
  from: DayOrInstantSchema.optional().describe(
    "Desde cuándo: un día 'YYYY-MM-DD' (desde su comienzo) o una fecha y hora ISO 8601 con desfase; sin él, desde ahora",
  ),
  to: DayOrInstantSchema.optional().describe(
    "Hasta cuándo: un día 'YYYY-MM-DD' (incluido entero) o una fecha y hora ISO 8601 con desfase; sin él, una semana",
  ),
  query: z.string().trim().min(1).max(200).optional().describe("Texto o persona que deben tener los eventos"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos eventos como mucho (25 si no se dice)"),
});

type ListEventsInput = z.infer<typeof ListEventsInputSchema>;

export const calendarListEvents = defineTool<ListEventsInput>({
  name: "calendar_list_events",
  app: "calendar",
  description:
    "Muestra la agenda de Google Calendar: los eventos y reuniones de un periodo (hoy, mañana, un día, esta semana, " +
    "unas fechas), por hora de comienzo, con asistentes, lugar y enlace de videollamada. Puede filtrar por texto o persona.",
  inputSchema: ListEventsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["event"] },
  argsFromRequest: (request) => {
    const query = request.person ?? request.quoted ?? request.keywords;
    return {
      ...(request.dateRange?.from ? { from: request.dateRange.from } : {}),
      ...(request.dateRange?.to ? { to: request.dateRange.to } : {}),
      ...(query ? { query } : {}),
      ...(request.count ? { count: Math.min(request.count, MAX_COUNT) } : {}),
    };
  },
  execute: async (context, input) => {
    const range = readTimeRange(input, context);
    const count = input.count ?? DEFAULT_COUNT;
    const list = await listCalendarEvents(context.api, {
      ...range,
      maxResults: count,
      ...(input.query ? { q: input.query } : {}),
    });
    const items = (list.items ?? [])
      .filter((event) => event.status !== "cancelled")
      .map((event) => toCalendarItem(event, context.timeZone));
    return { kind: "list", object: "event", items, ...(list.nextPageToken ? { total: items.length + 1 } : {}) };
  },
});
