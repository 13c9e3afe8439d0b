import { formatMailAddress, type MailAddress, readExactAddress } from "../mail-address";
import { matchesPersonName } from "../match-person-name";
import type { ProviderApi } from "../provider-api";
import { pickOneTarget } from "../target-errors";
import { listCalendarEvents } from "./client";

/** How far back and ahead the calendar is read to learn the addresses of the people the user meets. */
const WINDOW_MS = 180 * 86_400_000;
const EVENTS_READ = 250;

/**
 * The one exact address a written attendee means: an address as written, or the address of the person of that name
 * among those the user has met or will meet (attendees and organisers of the calendar's events around now). Two
 * addresses under one name are a question, never a guess.
 */
export async function resolveCalendarAttendee(api: ProviderApi, written: string, now: Date): Promise<string> {
  const wanted = written.trim();
  const exact = readExactAddress(wanted);
  if (exact) return formatMailAddress(exact);
  const list = await listCalendarEvents(api, {
    timeMin: new Date(now.getTime() - WINDOW_MS).toISOString(),
    timeMax: new Date(now.getTime() + WINDOW_MS).toISOString(),
    q: wanted.replace(/"/g, ""),
    maxResults: EVENTS_READ,
  });
  const byAddress = new Map<string, MailAddress>();
  for (const event of list.items ?? []) {
    const people = [...(event.attendees ?? []), ...(event.organizer?.email ? [event.organizer] : [])];
    for (const person of people) {
      if (!person.email || person.self) continue;
      const key = person.email.toLowerCase();
      const name = person.displayName ?? "";
      if (!byAddress.has(key) && matchesPersonName(`${name} ${person.email}`, wanted)) {
        byAddress.set(key, { name, address: person.email });
      }
    }
  }
  const match = pickOneTarget([...byAddress.values()], {
    what: "personas",
    wanted,
    notFound: `No encuentro a «${wanted}» entre las personas de tu calendario; indícame su correo electrónico.`,
    label: formatMailAddress,
  });
  return formatMailAddress(match);
}

/** Each written attendee as its exact address, in order and without repeats. */
export async function resolveCalendarAttendees(
  api: ProviderApi,
  written: readonly string[],
  now: Date,
): Promise<string[]> {
  const resolved = await Promise.all(written.map((attendee) => resolveCalendarAttendee(api, attendee, now)));
  return [...new Set(resolved)];
}
