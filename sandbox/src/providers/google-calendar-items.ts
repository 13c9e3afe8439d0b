import { z } from "zod";
import { demoAccounts } from "../demo-accounts";
import {
  CALENDAR_TIME_ZONE,
  type CalendarEvent,
  createCalendarEtag,
  createCalendarEventId,
  createCalendarHtmlLink,
  createMeetLink,
} from "../demo-data/google-calendar-data";
import type { GoogleData } from "../demo-data/google-data";
import { recordRevision } from "./google-calendar";
import { SandboxItemError } from "./provider-family";

const InstantSchema = z.iso.datetime({ offset: true });

export const EventItemBodySchema = z.object({
  kind: z.literal("event"),
  summary: z.string().trim().min(1),
  /** Who invites Ana: 'Marta López <marta.lopez@ejemplo.com>' or a bare address. */
  organizer: z.string().trim().min(3),
  start: InstantSchema,
  end: InstantSchema,
  location: z.string().trim().min(1).optional(),
  description: z.string().trim().min(1).optional(),
  meet: z.boolean().default(false),
});
export type EventItemBody = z.infer<typeof EventItemBodySchema>;

function readOrganizer(written: string): { email: string; displayName?: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>\s]+@[^>\s]+)>\s*$/.exec(written);
  if (match?.[2]) return { email: match[2], ...(match[1] ? { displayName: match[1] } : {}) };
  if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(written)) return { email: written };
  throw new SandboxItemError("Invalid Google event item: organizer must be an address or 'Name <address>'");
}

/** An invitation arriving in Ana's calendar: someone else's event with her as an attendee who has not answered. */
export function addCalendarInvitation(google: GoogleData, item: EventItemBody, now: number): string {
  if (Date.parse(item.end) <= Date.parse(item.start)) {
    throw new SandboxItemError("Invalid Google event item: end must be after start");
  }
  const calendar = google.calendar;
  const organizer = readOrganizer(item.organizer);
  const id = createCalendarEventId(`invitacion-${calendar.nextId++}-${now}`);
  const stamp = new Date(now).toISOString();
  const self = { email: demoAccounts.google.email, displayName: demoAccounts.google.displayName };
  const event: CalendarEvent = {
    kind: "calendar#event",
    etag: createCalendarEtag(`${id}-${stamp}`),
    id,
    status: "confirmed",
    htmlLink: createCalendarHtmlLink(id),
    created: stamp,
    updated: stamp,
    summary: item.summary,
    ...(item.description ? { description: item.description } : {}),
    ...(item.location ? { location: item.location } : {}),
    creator: organizer,
    organizer,
    start: { dateTime: item.start, timeZone: CALENDAR_TIME_ZONE },
    end: { dateTime: item.end, timeZone: CALENDAR_TIME_ZONE },
    iCalUID: `${id}@google.com`,
    sequence: 0,
    attendees: [
      { ...organizer, organizer: true, responseStatus: "accepted" },
      { ...self, self: true, responseStatus: "needsAction" },
    ],
    ...(item.meet ? createMeetLink(id) : {}),
    reminders: { useDefault: true },
    eventType: "default",
  };
  calendar.events.push(event);
  recordRevision(calendar, id);
  return id;
}
