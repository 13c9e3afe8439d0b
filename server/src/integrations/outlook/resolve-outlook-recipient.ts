import { DAY_MS } from "../../time-spans";
import { formatMailAddress, type MailAddress, readExactAddress } from "../mail-address";
import { matchesPersonName } from "../match-person-name";
import type { ProviderApi } from "../provider-api";
import { pickOneTarget } from "../target-errors";
import { listOutlookCalendarView } from "./calendar-client";
import { listOutlookMessages } from "./client";

type GraphPerson = { emailAddress: { name?: string; address?: string } };

/** The people of the mail exchanged with someone whose name starts as the one written ('participants:Pedro'). */
async function listMailPeople(api: ProviderApi, wanted: string): Promise<GraphPerson[]> {
  const firstWord = (wanted.split(/\s+/)[0] ?? "").replace(/["'\\]/g, "");
  const { value } = await listOutlookMessages(api, {
    $top: "50",
    $select: "from,toRecipients,ccRecipients",
    $search: `"participants:${firstWord}"`,
  });
  return value.flatMap((message) => [
    ...(message.from ? [message.from] : []),
    ...(message.toRecipients ?? []),
    ...(message.ccRecipients ?? []),
  ]);
}

/** The meetings around today whose people the person deals with: a season back and ahead. */
const MEETINGS_WINDOW_DAYS = 90;

/** The organisers and guests of the meetings in the calendar around today, the people met and not only written to. */
async function listMeetingPeople(api: ProviderApi, now: Date): Promise<GraphPerson[]> {
  const { value } = await listOutlookCalendarView(api, {
    startDateTime: new Date(now.getTime() - MEETINGS_WINDOW_DAYS * DAY_MS).toISOString(),
    endDateTime: new Date(now.getTime() + MEETINGS_WINDOW_DAYS * DAY_MS).toISOString(),
    top: 200,
  });
  return value.flatMap((event) => [...(event.organizer ? [event.organizer] : []), ...(event.attendees ?? [])]);
}

/** The addresses, once each, of the people whose name or address the written name fits. */
function findNamedAddresses(people: readonly GraphPerson[], wanted: string): MailAddress[] {
  const byAddress = new Map<string, MailAddress>();
  for (const person of people) {
    const address = person.emailAddress.address?.trim();
    const name = person.emailAddress.name?.trim() ?? "";
    if (!address || byAddress.has(address.toLowerCase())) continue;
    if (matchesPersonName(`${name} ${address}`, wanted)) byAddress.set(address.toLowerCase(), { name, address });
  }
  return [...byAddress.values()];
}

/**
 * The one exact address a written recipient means, as 'Nombre <dirección>': an address as written, or the address of
 * the person of that name in the mail exchanged in Outlook, else in the meetings of its calendar: the address book that
 * Mail.ReadWrite and Calendars.ReadWrite already open ('Pedro' is Pedro Sánchez, a guest of the meetings, when no Pedro
 * wrote). Two addresses under one name are a question, never a guess.
 */
export async function resolveOutlookRecipient(api: ProviderApi, to: string, now: Date): Promise<string> {
  const wanted = to.trim();
  const exact = readExactAddress(wanted);
  if (exact) return formatMailAddress(exact);
  const written = findNamedAddresses(await listMailPeople(api, wanted), wanted);
  // The people written with come first: 'Rosa' is the Rosa of the mail, not another one met once in a meeting.
  const found = written.length > 0 ? written : findNamedAddresses(await listMeetingPeople(api, now), wanted);
  const match = pickOneTarget(found, {
    what: "direcciones",
    wanted,
    notFound: `No encuentro la dirección de correo de «${wanted}» en tu Outlook; indícame su correo electrónico.`,
    label: formatMailAddress,
  });
  return formatMailAddress(match);
}
