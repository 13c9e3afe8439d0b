import { demoAccounts } from "../demo-accounts";
import { type CalendarEvent, readCalendarInstant } from "../demo-data/google-calendar-data";
import type { GoogleData } from "../demo-data/google-data";
import { hasGoogleScope, sendGoogleError } from "./google-api-error";
import { listSingleEvents } from "./google-calendar-recurrence";
import type { ApiContext, ApiRoute } from "./provider-family";

const SCOPE = "https://www.googleapis.com/auth/";
const FREE_BUSY_SCOPES = [
  `${SCOPE}calendar`,
  `${SCOPE}calendar.readonly`,
  `${SCOPE}calendar.events`,
  `${SCOPE}calendar.events.readonly`,
  `${SCOPE}calendar.freebusy`,
  `${SCOPE}calendar.events.freebusy`,
];
/** Google answers at most this many calendars per query. */
const MAX_ITEMS = 50;

type FreeBusyBody = { timeMin?: unknown; timeMax?: unknown; timeZone?: unknown; items?: unknown };
type Busy = { start: string; end: string };
type CalendarAnswer = { busy: Busy[]; errors?: { domain: string; reason: string }[] };

function isInstant(value: unknown): value is string {
  return typeof value === "string" && /T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
}

/** Whether an event keeps someone busy: timed, not cancelled, and not declined by them (all-day ones show as free). */
function keepsBusy(event: CalendarEvent, email: string, isOwner: boolean): boolean {
  if (event.status === "cancelled" || !event.start.dateTime) return false;
  const attendee = event.attendees?.find((person) => person.email.toLowerCase() === email);
  if (attendee) return attendee.responseStatus !== "declined";
  return isOwner || event.organizer.email.toLowerCase() === email;
}

/**
 * The busy blocks of one calendar: Ana's own, or a colleague's of her domain, whose calendar shares free/busy inside
 * the organisation and is known here by the meetings they share with her. Any other calendar is not visible, which
 * Google answers with a `notFound` error for that calendar alone.
 */
function readBusy(data: GoogleData, id: string, range: { from: number; to: number }): CalendarAnswer {
  const account = demoAccounts.google.email;
  const email = id === "primary" ? account : id.toLowerCase();
  const isOwner = email === account;
  if (!isOwner && email.split("@")[1] !== account.split("@")[1]) {
    return { busy: [], errors: [{ domain: "global", reason: "notFound" }] };
  }
  const blocks = listSingleEvents(data.calendar, range, false)
    .filter((event) => keepsBusy(event, email, isOwner))
    .map((event) => ({ from: readCalendarInstant(event.start), to: readCalendarInstant(event.end) }))
    .filter((block) => block.to > range.from && block.from < range.to)
    .map((block) => ({ from: Math.max(block.from, range.from), to: Math.min(block.to, range.to) }))
    .sort((a, b) => a.from - b.from);
  // Google merges overlapping blocks into one.
  const merged: { from: number; to: number }[] = [];
  for (const block of blocks) {
    const last = merged.at(-1);
    if (last && block.from <= last.to) last.to = Math.max(last.to, block.to);
    else merged.push({ ...block });
  }
  return {
    busy: merged.map((block) => ({
      start: new Date(block.from).toISOString().replace(".000Z", "Z"),
      end: new Date(block.to).toISOString().replace(".000Z", "Z"),
    })),
  };
}

/** `freebusy.query`: the busy blocks of each calendar asked for, within timeMin and timeMax. */
function queryFreeBusy(context: ApiContext) {
  const body = (context.request.body ?? {}) as FreeBusyBody;
  if (!isInstant(body.timeMin) || !isInstant(body.timeMax)) {
    return sendGoogleError(context.reply, 400, "Bad Request", "badRequest");
  }
  const range = { from: Date.parse(body.timeMin), to: Date.parse(body.timeMax) };
  if (range.to <= range.from)
    return sendGoogleError(context.reply, 400, "The specified time range is empty.", "timeRangeEmpty");
  const items = Array.isArray(body.items) ? body.items : [];
  const ids = items.map((item) => (typeof item?.id === "string" ? item.id.trim() : ""));
  if (ids.length === 0 || ids.some((id) => !id)) {
    return sendGoogleError(context.reply, 400, "Missing calendar ids.", "required");
  }
  if (ids.length > MAX_ITEMS)
    return sendGoogleError(context.reply, 400, "Too many calendars requested.", "tooManyCalendarsRequested");
  const data = context.data as GoogleData;
  return {
    kind: "calendar#freeBusy",
    timeMin: new Date(range.from).toISOString().replace(".000Z", "Z"),
    timeMax: new Date(range.to).toISOString().replace(".000Z", "Z"),
    calendars: Object.fromEntries(ids.map((id) => [id, readBusy(data, id, range)])),
  };
}

export const freeBusyRoute: ApiRoute = {
  method: "POST",
  host: "www.googleapis.com",
  path: "/calendar/v3/freeBusy",
  credential: "bearer",
  answer: (context) => (hasGoogleScope(context, FREE_BUSY_SCOPES) ? queryFreeBusy(context) : undefined),
};
