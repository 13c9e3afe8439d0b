import type { ParsedRequest } from "../../../integrations/app-tool";
import { foldCharacters } from "./normalize-text";
import { readInvitedGuests } from "./read-invited-guests";
import { readNewEventPlace } from "./read-new-event-place";

/** 'invita a Pedro y a Laura a una reunión el martes': the guests first, then the meeting they are invited to. */
const INVITES_TO_NEW_MEETING =
  /^(?:\S+\s+)?(?:invit|convoc)\p{L}*\s+a\s+.+?\s+a\s+(?:una|un)\s+(?:nuev[oa]\s+)?(?:reunion|llamada|videollamada|evento|comida|cena|desayuno|cita|demo|entrevista)\b/u;

/** A request that invites people to a meeting not yet made is its making: 'invitá a Pedro a una reunión el martes'. */
export function readsInvitationToNewMeeting(normalized: string): boolean {
  return INVITES_TO_NEW_MEETING.test(normalized);
}

/**
 * Where a new meeting is held and whom it invites ('en la cafetería La Lola, e invitá a Laura y a Pedro'), read into
 * the request; their words leave the meeting's name and the words searched for, so 'Marta en la sala Azul' is Marta.
 */
export function addNewEventDetails(request: ParsedRequest, text: string): void {
  const place = readNewEventPlace(text);
  const guests = readInvitedGuests(text);
  if (place) request.location = place.place;
  if (guests) {
    // 'una reunión con Marta e invita a Pedro': who the meeting is with comes too.
    const withPerson =
      request.person && foldCharacters(text).includes(`con ${foldCharacters(request.person)}`)
        ? request.person
        : undefined;
    const named = guests.guests.map((guest) => foldCharacters(guest));
    const more = withPerson && !named.includes(foldCharacters(withPerson)) ? [withPerson] : [];
    request.recipients = [...more, ...guests.guests];
  }
  const said = [place && text.slice(place.start, place.end), guests && text.slice(guests.start, guests.end)].filter(
    (words): words is string => Boolean(words),
  );
  for (const field of ["name", "keywords"] as const) {
    let value = request[field];
    if (!value) continue;
    for (const words of said) value = value.replace(words, " ");
    if (place) value = value.replace(place.place, " ");
    value = value
      .replace(/\s+(?:en|e|y)\s*$/i, "")
      .replace(/\s+/g, " ")
      .trim();
    if (value) request[field] = value;
    else delete request[field];
  }
}
