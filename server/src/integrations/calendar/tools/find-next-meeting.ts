import { z } from "zod";
import { defineTool } from "../../app-tool";
import { matchesPersonName } from "../../match-person-name";
import { type CalendarEvent, listCalendarEvents } from "../client";
import { EventInstantSchema } from "../read-time-range";
import { toCalendarItem } from "../to-calendar-item";

/** How far ahead the next meeting is looked for. */
const HORIZON_MS = 90 * 86_400_000;
const EVENTS_READ = 100;

const FindNextMeetingInputSchema = z.object({
  person: z.string().trim().min(1).max(200).optional().describe("Con quién: nombre o correo de un asistente"),
  query: z.string().trim().min(1).max(200).optional().describe("Palabras del título o la descripción"),
  from: EventInstantSchema.optional().describe("Buscar desde este momento (ISO 8601 con desfase); sin él, desde ahora"),
  to: EventInstantSchema.optional().describe("Buscar hasta este momento; sin él, tres meses"),
});

type FindNextMeetingInput = z.infer<typeof FindNextMeetingInputSchema>;

/** A meeting the user goes to: timed, not cancelled and not declined by them. */
function isMeeting(event: CalendarEvent): boolean {
  if (event.status === "cancelled" || !event.start.dateTime) return false;
  return event.attendees?.find((attendee) => attendee.self)?.responseStatus !== "declined";
}

function includesPerson(event: CalendarEvent, person: string): boolean {
  const people = [...(event.attendees ?? []), ...(event.organizer ? [event.organizer] : [])];
  return people.some((who) => !who.self && matchesPersonName(`${who.displayName ?? ""} ${who.email ?? ""}`, person));
}

export const calendarFindNextMeeting = defineTool<FindNextMeetingInput>({
  name: "calendar_find_next_meeting",
  app: "calendar",
  description:
    "Encuentra la próxima reunión de Google Calendar a partir de ahora, o la próxima con una persona o sobre un " +
    "tema: cuándo es, dónde, quién asiste y su videollamada.",
  inputSchema: FindNextMeetingInputSchema,
  writes: false,
  intent: { action: "search", objects: ["event"] },
  argsFromRequest: (request) => {
    const query = request.quoted ?? request.keywords;
    // 'la reunión del lunes con Marta': the day says where to look.
    const { from, to } = request.dateRange ?? {};
    return {
      ...(request.person ? { person: request.person } : {}),
      ...(query ? { query } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
  },
  execute: async (context, input) => {
    const q = [input.person, input.query].filter(Boolean).join(" ");
    const start = Math.max(context.now.getTime(), input.from ? Date.parse(input.from) : 0);
    const end = input.to ? Date.parse(input.to) : context.now.getTime() + HORIZON_MS;
    if (end <= start) return { kind: "list", object: "event", items: [] };
    const list = await listCalendarEvents(context.api, {
      timeMin: new Date(start).toISOString(),
      timeMax: new Date(end).toISOString(),
      maxResults: EVENTS_READ,
      ...(q ? { q } : {}),
    });
    const next = (list.items ?? []).find(
      (event) =>
        isMeeting(event) &&
        Date.parse(event.start.dateTime ?? "") >= start &&
        (!input.person || includesPerson(event, input.person)),
    );
    return { kind: "list", object: "event", items: next ? [toCalendarItem(next, context.timeZone)] : [] };
  },
});
