import { z } from "zod";
import { defineTool } from "../../app-tool";
import { DayOrInstantSchema, readTimeRange } from "../../calendar/read-time-range";
import { matchesPersonName } from "../../match-person-name";
import { listOutlookCalendarView } from "../calendar-client";
import { toOutlookEventItem } from "../to-outlook-event-item";

const DEFAULT_COUNT = 25;
const MAX_COUNT = 50;

const ListEventsInputSchema = z.object({
  from: DayOrInstantSchema.optional().describe(
    "Desde cuándo: un día 'YYYY-MM-DD' o fecha y hora con desfase; sin él, ahora",
  ),
  to: DayOrInstantSchema.optional().describe(
    "Hasta cuándo: un día (incluido entero) o fecha y hora; sin él, una semana",
  ),
  query: z.string().trim().min(1).max(200).optional().describe("Texto o persona que deben tener los eventos"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos eventos como mucho (25 si no se dice)"),
});

type ListEventsInput = z.infer<typeof ListEventsInputSchema>;

export const outlookListEvents = defineTool<ListEventsInput>({
  name: "outlook_list_events",
  app: "outlook",
  description:
    "Muestra la agenda del calendario de Outlook: los eventos y reuniones de un periodo (hoy, mañana, un día, esta " +
    "semana, unas fechas), también los de una serie, con asistentes, lugar y enlace de Teams. Puede filtrar por texto o persona.",
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
    const { value } = await listOutlookCalendarView(context.api, {
      startDateTime: range.timeMin,
      endDateTime: range.timeMax,
      top: 100,
    });
    // calendarView takes no $search: the words are matched here, over title, place and people.
    const items = value
      .filter((event) => !event.isCancelled)
      .filter((event) => {
        if (!input.query) return true;
        const people = (event.attendees ?? []).map(
          (a) => `${a.emailAddress.name ?? ""} ${a.emailAddress.address ?? ""}`,
        );
        const organizer = `${event.organizer?.emailAddress.name ?? ""} ${event.organizer?.emailAddress.address ?? ""}`;
        return matchesPersonName(
          [event.subject ?? "", event.location?.displayName ?? "", organizer, ...people].join(" "),
          input.query,
        );
      })
      .slice(0, input.count ?? DEFAULT_COUNT)
      .map((event) => toOutlookEventItem(event, context.timeZone));
    return { kind: "list", object: "event", items };
  },
});
