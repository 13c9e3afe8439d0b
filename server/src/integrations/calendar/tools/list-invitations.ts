import { z } from "zod";
import { defineTool } from "../../app-tool";
import { matchesPersonName } from "../../match-person-name";
import { type CalendarEvent, listCalendarEvents } from "../client";
import { toCalendarItem } from "../to-calendar-item";

/** How far ahead invitations are looked for. */
const HORIZON_MS = 90 * 86_400_000;
const EVENTS_READ = 250;

const ListInvitationsInputSchema = z.object({
  person: z.string().trim().min(1).max(200).optional().describe("Quién invita: nombre o correo del organizador"),
  query: z.string().trim().min(1).max(200).optional().describe("Palabras del título"),
});

type ListInvitationsInput = z.infer<typeof ListInvitationsInputSchema>;

/** An invitation waiting for the user's answer: someone else's event they have not answered yet. */
export function isPendingInvitation(event: CalendarEvent): boolean {
  if (event.status === "cancelled" || event.organizer?.self) return false;
  return event.attendees?.find((attendee) => attendee.self)?.responseStatus === "needsAction";
}

function isFrom(event: CalendarEvent, person: string): boolean {
  const people = [event.organizer, ...(event.attendees ?? [])].filter((who) => who && !who.self);
  return people.some((who) => matchesPersonName(`${who?.displayName ?? ""} ${who?.email ?? ""}`, person));
}

export const calendarListInvitations = defineTool<ListInvitationsInput>({
  name: "calendar_list_invitations",
  app: "calendar",
  description:
    "Muestra las invitaciones de Google Calendar que esperan respuesta (de aquí a tres meses), opcionalmente de una " +
    "persona o sobre un tema.",
  inputSchema: ListInvitationsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["invitation"] },
  argsFromRequest: (request) => {
    const query = request.quoted;
    return { ...(request.person ? { person: request.person } : {}), ...(query ? { query } : {}) };
  },
  execute: async (context, input) => {
    const list = await listCalendarEvents(context.api, {
      timeMin: context.now.toISOString(),
      timeMax: new Date(context.now.getTime() + HORIZON_MS).toISOString(),
      maxResults: EVENTS_READ,
      ...(input.query ? { q: input.query } : {}),
    });
    const items = (list.items ?? [])
      .filter((event) => isPendingInvitation(event) && (!input.person || isFrom(event, input.person)))
      .map((event) => toCalendarItem(event, context.timeZone));
    return { kind: "list", object: "invitation", items };
  },
});
