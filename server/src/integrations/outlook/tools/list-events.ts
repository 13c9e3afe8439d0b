import { defineTool } from "../../app-tool";
import { type ListEventsInput, ListEventsInputSchema, readListEventsArgs } from "../../calendar/event-tool-inputs";
import { readTimeRange } from "../../calendar/read-time-range";
import { matchesPersonName } from "../../match-person-name";
import { listOutlookCalendarView } from "../calendar-client";
import { toOutlookEventItem } from "../to-outlook-event-item";

const DEFAULT_COUNT = 25;

export const outlookListEvents = defineTool<ListEventsInput>({
  name: "outlook_list_events",
  app: "outlook",
  description:
    "Muestra la agenda del calendario de Outlook: los eventos y reuniones de un periodo (hoy, mañana, un día, esta " +
    "semana, unas fechas), también los de una serie, con asistentes, lugar y enlace de Teams. Puede filtrar por texto o persona.",
  inputSchema: ListEventsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["event"] },
  argsFromRequest: readListEventsArgs,
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
