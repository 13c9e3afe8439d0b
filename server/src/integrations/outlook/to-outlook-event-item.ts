import type { ListedItem } from "../app-tool";
import { formatEventEnd } from "../calendar/format-event-time";
import { type OutlookEvent, type OutlookResponse, readOutlookInstant } from "./calendar-client";

const ANSWERS: Partial<Record<OutlookResponse, string>> = {
  accepted: "asistirá",
  declined: "no asistirá",
  tentativelyAccepted: "quizás",
  none: "sin responder",
  notResponded: "sin responder",
};

/** An invitation waiting for the user's answer: someone else's event they have not answered. */
export function isPendingOutlookInvitation(event: OutlookEvent): boolean {
  const response = event.responseStatus?.response;
  return !event.isOrganizer && !event.isCancelled && (response === "notResponded" || response === "none");
}

/** An Outlook event as a listed item: title, start, end, organiser, place, attendees and the Teams link. */
export function toOutlookEventItem(event: OutlookEvent, timeZone: string): ListedItem {
  const start = readOutlookInstant(event.start);
  const end = readOutlookInstant(event.end);
  const attendees = (event.attendees ?? []).map((attendee) => {
    const name = attendee.emailAddress.name ?? attendee.emailAddress.address ?? "";
    const answer = attendee.status?.response ? ANSWERS[attendee.status.response] : undefined;
    return answer ? `${name} (${answer})` : name;
  });
  const organizer = event.isOrganizer
    ? undefined
    : (event.organizer?.emailAddress.name ?? event.organizer?.emailAddress.address);
  const place = event.location?.displayName;
  return {
    id: event.id,
    title: event.subject || "(sin título)",
    date: start,
    ...(organizer ? { from: organizer } : {}),
    ...(place ? { place } : {}),
    ...(event.webLink ? { link: event.webLink } : {}),
    ...(event.bodyPreview ? { snippet: event.bodyPreview.slice(0, 200) } : {}),
    ...(event.seriesMasterId && event.type !== "seriesMaster" ? { series: event.seriesMasterId } : {}),
    details: [
      formatEventEnd({ dateTime: start }, { dateTime: end }, timeZone),
      ...(attendees.length > 0 ? [`Asistentes: ${attendees.join(", ")}`] : []),
      ...(event.onlineMeeting?.joinUrl ? [`Reunión de Teams: ${event.onlineMeeting.joinUrl}`] : []),
      ...(event.type === "occurrence" ? ["Se repite"] : []),
      ...(isPendingOutlookInvitation(event) ? ["Invitación sin responder"] : []),
    ],
  };
}
