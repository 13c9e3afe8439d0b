import type { ListedItem } from "../app-tool";
import { shortenSnippet } from "../families/google";
import type { CalendarAttendee, CalendarEvent } from "./client";
import { formatEventEnd, readEventStart } from "./format-event-time";

const ANSWERS: Record<string, string> = {
  accepted: "asistirá",
  declined: "no asistirá",
  tentative: "quizás",
  needsAction: "sin responder",
};

/** 'Marta López (asistirá)': an attendee by name, or address when Calendar has no name. */
export function formatAttendee(attendee: CalendarAttendee): string {
  const name = attendee.displayName ?? attendee.email;
  const answer = attendee.responseStatus ? ANSWERS[attendee.responseStatus] : undefined;
  return answer ? `${name} (${answer})` : name;
}

/** An event as a listed item: title, start, place, link, organiser, and who attends with the video link. */
export function toCalendarItem(event: CalendarEvent, timeZone: string): ListedItem {
  const others = (event.attendees ?? []).filter((attendee) => !attendee.self);
  const own = event.attendees?.find((attendee) => attendee.self);
  const details = [
    formatEventEnd(event.start, event.end, timeZone),
    ...(others.length > 0 ? [`Asistentes: ${others.map(formatAttendee).join(", ")}`] : []),
    ...(event.hangoutLink ? [`Videollamada: ${event.hangoutLink}`] : []),
    ...(own?.responseStatus === "needsAction" ? ["Invitación sin responder"] : []),
  ];
  const organizer = event.organizer?.self ? undefined : (event.organizer?.displayName ?? event.organizer?.email);
  const snippet = shortenSnippet(event.description);
  return {
    id: event.id,
    title: event.summary ?? "(sin título)",
    date: readEventStart(event.start),
    ...(organizer ? { from: organizer } : {}),
    ...(event.location ? { place: event.location } : {}),
    ...(event.htmlLink ? { link: event.htmlLink } : {}),
    ...(snippet ? { snippet } : {}),
    ...(event.recurringEventId ? { series: event.recurringEventId } : {}),
    details,
  };
}
