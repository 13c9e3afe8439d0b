import { defineTool } from "../../app-tool";
import { listCalendarEvents } from "../client";
import { type ListEventsInput, ListEventsInputSchema, readListEventsArgs } from "../event-tool-inputs";
import { readTimeRange } from "../read-time-range";
import { toCalendarItem } from "../to-calendar-item";

const DEFAULT_COUNT = 25;

export const calendarListEvents = defineTool<ListEventsInput>({
  name: "calendar_list_events",
  app: "calendar",
  description:
    "Muestra la agenda de Google Calendar: los eventos y reuniones de un periodo (hoy, mañana, un día, esta semana, " +
    "unas fechas), por hora de comienzo, con asistentes, lugar y enlace de videollamada. Puede filtrar por texto o persona.",
  inputSchema: ListEventsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["event"] },
  argsFromRequest: readListEventsArgs,
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
