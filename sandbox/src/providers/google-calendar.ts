import { demoAccounts } from "../demo-accounts";
import {
  CALENDAR_TIME_ZONE,
  type CalendarAttendee,
  type CalendarEvent,
  type CalendarTime,
  createCalendarEtag,
  createCalendarEventId,
  createCalendarHtmlLink,
  createMeetLink,
  type GoogleCalendar,
  readCalendarInstant,
} from "../demo-data/google-calendar-data";
import type { GoogleData } from "../demo-data/google-data";
import { hasGoogleScope, sendGoogleError } from "./google-api-error";
import { freeBusyRoute } from "./google-calendar-free-busy";
import {
  findCalendarEvent,
  isRecurrence,
  isSeries,
  listInstances,
  listSingleEvents,
} from "./google-calendar-recurrence";
import { foldSearchText } from "./google-search-text";
import type { ApiContext, ApiRoute } from "./provider-family";

const HOST = "www.googleapis.com";
const BASE = "/calendar/v3/calendars/:calendarId/events";
const SCOPE = "https://www.googleapis.com/auth/";
const WRITE_SCOPES = [`${SCOPE}calendar`, `${SCOPE}calendar.events`];
const READ_SCOPES = [...WRITE_SCOPES, `${SCOPE}calendar.readonly`, `${SCOPE}calendar.events.readonly`];
const MAX_RESULTS = 2500;
const DEFAULT_RESULTS = 250;
const SEND_UPDATES = ["all", "externalOnly", "none"];
const RESPONSE_STATUSES: unknown[] = ["needsAction", "declined", "tentative", "accepted"];

type Query = Record<string, string | undefined>;
type EventParams = { calendarId: string; eventId?: string };

function readCalendar(context: ApiContext): GoogleCalendar {
  return (context.data as GoogleData).calendar;
}

/** Only the token's own calendar exists here, named `primary` or by its address, as for a single-calendar account. */
function isOwnCalendar(context: ApiContext): boolean {
  const { calendarId } = context.request.params as EventParams;
  if (calendarId === "primary" || calendarId === demoAccounts.google.email) return true;
  sendGoogleError(context.reply, 404, "Not Found", "notFound");
  return false;
}

function isRfc3339(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

function matchesQuery(event: CalendarEvent, q: string): boolean {
  const haystack = foldSearchText(
    [
      event.summary,
      event.description,
      event.location,
      event.organizer.displayName,
      event.organizer.email,
      ...(event.attendees ?? []).flatMap((attendee) => [attendee.displayName, attendee.email]),
    ]
      .filter(Boolean)
      .join(" "),
  );
  return foldSearchText(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => haystack.includes(term));
}

/** The parameters Calendar refuses beside a `syncToken`: an incremental sync covers the whole calendar. */
const NOT_WITH_SYNC_TOKEN = ["timeMin", "timeMax", "q", "orderBy", "updatedMin", "iCalUID"];
const SYNC_TOKEN_PREFIX = "sync:";

function createSyncToken(revision: number): string {
  return Buffer.from(`${SYNC_TOKEN_PREFIX}${revision}`).toString("base64url");
}

/** The revision a sync token was issued at, or undefined for one this calendar never issued. */
function readSyncToken(token: string, calendar: GoogleCalendar): number | undefined {
  const text = Buffer.from(token, "base64url").toString();
  if (!text.startsWith(SYNC_TOKEN_PREFIX)) return undefined;
  const revision = Number(text.slice(SYNC_TOKEN_PREFIX.length));
  return Number.isInteger(revision) && revision >= 0 && revision <= calendar.revision ? revision : undefined;
}

/** Notes a change to an event, which the next incremental sync returns. */
export function recordRevision(calendar: GoogleCalendar, eventId: string): void {
  calendar.revision += 1;
  calendar.revisions[eventId] = calendar.revision;
}

/** The events a full list returns: ending after timeMin and starting before timeMax, searched with q, ordered. */
function selectRange(context: ApiContext, query: Query, calendar: GoogleCalendar): CalendarEvent[] | undefined {
  for (const name of ["timeMin", "timeMax"] as const) {
    const value = query[name];
    if (value !== undefined && !isRfc3339(value)) {
      sendGoogleError(context.reply, 400, "Bad Request", "badRequest");
      return undefined;
    }
  }
  const singleEvents = query.singleEvents === "true";
  if (query.orderBy !== undefined && query.orderBy !== "startTime" && query.orderBy !== "updated") {
    sendGoogleError(context.reply, 400, `Invalid value for orderBy: ${query.orderBy}`, "invalidParameter");
    return undefined;
  }
  if (query.orderBy === "startTime" && !singleEvents) {
    sendGoogleError(
      context.reply,
      400,
      "The requested ordering is not available for the particular query.",
      "badRequest",
    );
    return undefined;
  }
  const timeMin = query.timeMin ? Date.parse(query.timeMin) : undefined;
  const timeMax = query.timeMax ? Date.parse(query.timeMax) : undefined;
  if (timeMin !== undefined && timeMax !== undefined && timeMin >= timeMax) {
    sendGoogleError(context.reply, 400, "Bad Request", "timeRangeEmpty");
    return undefined;
  }
  const showDeleted = query.showDeleted === "true";
  // As Calendar: with singleEvents a series comes as its occurrences, without it as the series and its exceptions.
  const events = singleEvents
    ? listSingleEvents(calendar, { from: timeMin, to: timeMax }, showDeleted)
    : calendar.events;
  const matching = events
    .filter((event) => showDeleted || event.status !== "cancelled")
    .filter((event) => timeMin === undefined || readCalendarInstant(event.end) > timeMin)
    .filter((event) => timeMax === undefined || readCalendarInstant(event.start) < timeMax)
    .filter((event) => !query.q || matchesQuery(event, query.q));
  if (query.orderBy === "startTime") {
    matching.sort((a, b) => readCalendarInstant(a.start) - readCalendarInstant(b.start));
  } else if (query.orderBy === "updated") {
    matching.sort((a, b) => Date.parse(a.updated) - Date.parse(b.updated));
  }
  return matching;
}

/** The events changed since a sync token was issued, cancelled ones included, as Calendar's incremental sync. */
function selectChanges(context: ApiContext, query: Query, calendar: GoogleCalendar): CalendarEvent[] | undefined {
  const refused = NOT_WITH_SYNC_TOKEN.find((name) => query[name] !== undefined);
  if (refused) {
    sendGoogleError(context.reply, 400, `The ${refused} parameter cannot be used with a sync token.`, "invalid");
    return undefined;
  }
  const since = readSyncToken(query.syncToken ?? "", calendar);
  if (since === undefined) {
    sendGoogleError(context.reply, 410, "Sync token is no longer valid, a full sync is required.", "fullSyncRequired");
    return undefined;
  }
  const changed = calendar.events.filter((event) => (calendar.revisions[event.id] ?? 0) > since);
  if (query.singleEvents !== "true") return changed;
  // A changed live series comes as its occurrences (a year ahead), a cancelled one as itself, as Calendar sends them.
  return changed.flatMap((event) =>
    isSeries(event) && event.status !== "cancelled"
      ? listInstances(
          calendar,
          event,
          { from: readCalendarInstant(event.start), to: Date.now() + 365 * 86_400_000 },
          true,
        )
      : [event],
  );
}

/**
 * `events.list`: a full list (a range, a search, by start time when asked) or, with a `syncToken`, what changed since
 * it; paged, and the last page carries the `nextSyncToken` a later sync continues from.
 */
function listEvents(context: ApiContext) {
  const query = context.request.query as Query;
  const calendar = readCalendar(context);
  const matching =
    query.syncToken !== undefined ? selectChanges(context, query, calendar) : selectRange(context, query, calendar);
  if (!matching) return undefined;
  const maxResults = Math.min(Math.max(Number(query.maxResults ?? DEFAULT_RESULTS) || DEFAULT_RESULTS, 1), MAX_RESULTS);
  const offset = Number(query.pageToken ?? 0) || 0;
  const page = matching.slice(offset, offset + maxResults);
  const next = offset + maxResults < matching.length ? String(offset + maxResults) : undefined;
  const updated = calendar.events.reduce((latest, event) => (event.updated > latest ? event.updated : latest), "");
  return {
    kind: "calendar#events",
    etag: createCalendarEtag(`list-${updated}`),
    summary: demoAccounts.google.email,
    description: "",
    updated: updated || new Date(context.now).toISOString(),
    timeZone: CALENDAR_TIME_ZONE,
    accessRole: "owner",
    defaultReminders: [{ method: "popup", minutes: 10 }],
    ...(next ? { nextPageToken: next } : { nextSyncToken: createSyncToken(calendar.revision) }),
    items: page,
  };
}

function findEvent(context: ApiContext): CalendarEvent | undefined {
  const { eventId } = context.request.params as EventParams;
  const event = findCalendarEvent(readCalendar(context), eventId ?? "");
  if (!event) {
    sendGoogleError(context.reply, 404, "Not Found", "notFound");
    return undefined;
  }
  if (event.status === "cancelled") {
    sendGoogleError(context.reply, 410, "Resource has been deleted", "deleted");
    return undefined;
  }
  return event;
}

function readSendUpdates(context: ApiContext): string | undefined {
  const { sendUpdates } = context.request.query as Query;
  if (sendUpdates === undefined) return "none";
  if (SEND_UPDATES.includes(sendUpdates)) return sendUpdates;
  sendGoogleError(context.reply, 400, `Invalid value for sendUpdates: ${sendUpdates}`, "invalidParameter");
  return undefined;
}

/** A start or end as written: a dateTime with an offset (or a timeZone to read it in), or a date. */
function readTime(value: unknown): CalendarTime | undefined {
  if (!value || typeof value !== "object") return undefined;
  const time = value as CalendarTime;
  if (typeof time.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(time.date)) return { date: time.date };
  if (typeof time.dateTime === "string" && isRfc3339(time.dateTime)) {
    return {
      dateTime: time.dateTime,
      timeZone: typeof time.timeZone === "string" ? time.timeZone : CALENDAR_TIME_ZONE,
    };
  }
  return undefined;
}

type EventBody = {
  summary?: unknown;
  description?: unknown;
  location?: unknown;
  start?: unknown;
  end?: unknown;
  attendees?: unknown;
  recurrence?: unknown;
  conferenceData?: { createRequest?: { requestId?: unknown; conferenceSolutionKey?: { type?: unknown } } };
};

function readAttendees(value: unknown, previous: readonly CalendarAttendee[]): CalendarAttendee[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const attendees: CalendarAttendee[] = [];
  for (const entry of value) {
    const email = typeof entry?.email === "string" ? entry.email.trim() : "";
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return undefined;
    const known = previous.find((attendee) => attendee.email.toLowerCase() === email.toLowerCase());
    const self = email.toLowerCase() === demoAccounts.google.email;
    // Only the user's own answer (and its note) can be written; the others' are theirs to give.
    const answer = self && RESPONSE_STATUSES.includes(entry.responseStatus) ? entry.responseStatus : undefined;
    const comment = self && typeof entry.comment === "string" ? entry.comment : known?.comment;
    attendees.push({
      email,
      ...(typeof entry.displayName === "string"
        ? { displayName: entry.displayName }
        : known?.displayName
          ? { displayName: known.displayName }
          : {}),
      ...(known?.organizer ? { organizer: true } : {}),
      ...(self ? { self: true } : {}),
      responseStatus: answer ?? known?.responseStatus ?? (self ? "accepted" : "needsAction"),
      ...(comment ? { comment } : {}),
    });
  }
  return attendees;
}

/** Tells the attendees other than the user, as `sendUpdates` asks: everyone, only outside the domain, or nobody. */
function recordUpdate(
  context: ApiContext,
  event: CalendarEvent,
  change: "created" | "changed" | "cancelled",
  sendUpdates: string,
) {
  const domain = demoAccounts.google.email.split("@")[1];
  const to = (event.attendees ?? [])
    .filter((attendee) => !attendee.self)
    .filter(
      (attendee) => sendUpdates === "all" || (sendUpdates === "externalOnly" && !attendee.email.endsWith(`@${domain}`)),
    )
    .map((attendee) => attendee.email);
  readCalendar(context).updatesSent.push({ eventId: event.id, change, sendUpdates, to });
}

/** Applies a write's fields; a start after its end is Google's 400, as is a missing one on insert. */
function applyBody(context: ApiContext, event: CalendarEvent, body: EventBody): boolean {
  for (const field of ["summary", "description", "location"] as const) {
    const value = body[field];
    if (typeof value === "string") event[field] = value;
  }
  for (const field of ["start", "end"] as const) {
    if (body[field] === undefined) continue;
    const time = readTime(body[field]);
    if (!time) {
      sendGoogleError(context.reply, 400, "Invalid start or end time.", "invalid");
      return false;
    }
    event[field] = time;
  }
  if (readCalendarInstant(event.end) <= readCalendarInstant(event.start)) {
    sendGoogleError(context.reply, 400, "The specified time range is empty.", "timeRangeEmpty");
    return false;
  }
  if (body.recurrence !== undefined) {
    // A series' rule is replaced whole, as Calendar does; a rule it cannot read is its 400.
    if (!isRecurrence(body.recurrence)) {
      sendGoogleError(context.reply, 400, "Invalid recurrence rule.", "invalid");
      return false;
    }
    event.recurrence = body.recurrence;
  }
  if (body.attendees !== undefined) {
    const attendees = readAttendees(body.attendees, event.attendees ?? []);
    if (!attendees) {
      sendGoogleError(context.reply, 400, "Invalid attendee email.", "invalid");
      return false;
    }
    event.attendees = attendees;
  }
  // Google makes a Meet only with conferenceDataVersion=1; without it the request is ignored.
  const createRequest = body.conferenceData?.createRequest;
  const version = (context.request.query as Query).conferenceDataVersion;
  if (createRequest && version === "1" && !event.hangoutLink) {
    const meet = createMeetLink(event.id);
    event.hangoutLink = meet.hangoutLink;
    event.conferenceData = {
      createRequest: {
        requestId: String(createRequest.requestId ?? event.id),
        conferenceSolutionKey: { type: "hangoutsMeet" },
        status: { statusCode: "success" },
      },
      ...meet.conferenceData,
    };
  }
  return true;
}

function insertEvent(context: ApiContext) {
  const calendar = readCalendar(context);
  const body = (context.request.body ?? {}) as EventBody;
  const sendUpdates = readSendUpdates(context);
  if (!sendUpdates) return undefined;
  if (body.start === undefined) return sendGoogleError(context.reply, 400, "Missing start time.", "required");
  if (body.end === undefined) return sendGoogleError(context.reply, 400, "Missing end time.", "required");
  const id = createCalendarEventId(`nuevo-${calendar.nextId++}-${context.now}`);
  const stamp = new Date(context.now).toISOString();
  const self = { email: demoAccounts.google.email, displayName: demoAccounts.google.displayName, self: true };
  const event: CalendarEvent = {
    kind: "calendar#event",
    etag: createCalendarEtag(`${id}-${stamp}`),
    id,
    status: "confirmed",
    htmlLink: createCalendarHtmlLink(id),
    created: stamp,
    updated: stamp,
    creator: self,
    organizer: self,
    start: {},
    end: {},
    iCalUID: `${id}@google.com`,
    sequence: 0,
    reminders: { useDefault: true },
    eventType: "default",
  };
  if (!applyBody(context, event, body)) return undefined;
  calendar.events.push(event);
  recordRevision(calendar, event.id);
  recordUpdate(context, event, "created", sendUpdates);
  return event;
}

function patchEvent(context: ApiContext) {
  const event = findEvent(context);
  if (!event) return undefined;
  const sendUpdates = readSendUpdates(context);
  if (!sendUpdates) return undefined;
  const before = { start: event.start, end: event.end };
  const draft: CalendarEvent = structuredClone(event);
  if (!applyBody(context, draft, (context.request.body ?? {}) as EventBody)) return undefined;
  const moved = JSON.stringify(before) !== JSON.stringify({ start: draft.start, end: draft.end });
  const calendar = readCalendar(context);
  // An occurrence changed on its own is kept apart from its series as an exception; the others keep the rule.
  if (!calendar.events.includes(event)) calendar.events.push(event);
  Object.assign(event, draft, {
    updated: new Date(context.now).toISOString(),
    sequence: event.sequence + (moved ? 1 : 0),
    etag: createCalendarEtag(`${event.id}-${context.now}-${event.sequence}`),
  });
  recordRevision(calendar, event.id);
  recordUpdate(context, event, "changed", sendUpdates);
  return event;
}

/**
 * Deleting keeps the event as `cancelled`, which is what a sync with `showDeleted` sees. An invitation the user removes
 * from their calendar is declined by them, as Google does.
 */
function deleteEvent(context: ApiContext) {
  const event = findEvent(context);
  if (!event) return undefined;
  const sendUpdates = readSendUpdates(context);
  if (!sendUpdates) return undefined;
  const calendar = readCalendar(context);
  // An occurrence cancelled on its own is a cancelled exception; a series cancelled takes its exceptions with it.
  if (!calendar.events.includes(event)) calendar.events.push(event);
  const stamp = new Date(context.now).toISOString();
  const gone = [event, ...calendar.events.filter((candidate) => candidate.recurringEventId === event.id)];
  for (const cancelled of gone) {
    const own = cancelled.attendees?.find((attendee) => attendee.self);
    if (own && !cancelled.organizer.self) own.responseStatus = "declined";
    cancelled.status = "cancelled";
    cancelled.updated = stamp;
    recordRevision(calendar, cancelled.id);
  }
  recordUpdate(context, event, "cancelled", sendUpdates);
  return context.reply.code(204).send();
}

/**
 * `events.instances`: the occurrences of a series, by start, within timeMin and timeMax when given, paged; a single
 * event has none of its own, and Calendar answers it with itself.
 */
function listEventInstances(context: ApiContext) {
  const series = findEvent(context);
  if (!series) return undefined;
  const query = context.request.query as Query;
  for (const name of ["timeMin", "timeMax"] as const) {
    const value = query[name];
    if (value !== undefined && !isRfc3339(value))
      return sendGoogleError(context.reply, 400, "Bad Request", "badRequest");
  }
  const calendar = readCalendar(context);
  const window = {
    from: query.timeMin ? Date.parse(query.timeMin) : readCalendarInstant(series.start),
    to: query.timeMax ? Date.parse(query.timeMax) : context.now + 365 * 86_400_000,
  };
  const instances = isSeries(series) ? listInstances(calendar, series, window, query.showDeleted === "true") : [series];
  const maxResults = Math.min(Math.max(Number(query.maxResults ?? DEFAULT_RESULTS) || DEFAULT_RESULTS, 1), MAX_RESULTS);
  const offset = Number(query.pageToken ?? 0) || 0;
  const next = offset + maxResults < instances.length ? String(offset + maxResults) : undefined;
  return {
    kind: "calendar#events",
    etag: createCalendarEtag(`instances-${series.id}-${series.updated}`),
    summary: demoAccounts.google.email,
    updated: series.updated,
    timeZone: CALENDAR_TIME_ZONE,
    accessRole: "owner",
    defaultReminders: [{ method: "popup", minutes: 10 }],
    ...(next ? { nextPageToken: next } : {}),
    items: instances.slice(offset, offset + maxResults),
  };
}

function defineCalendarRoute(
  method: ApiRoute["method"],
  path: string,
  scopes: readonly string[],
  answer: (context: ApiContext) => unknown,
): ApiRoute {
  return {
    method,
    host: HOST,
    path: `${BASE}${path}`,
    credential: "bearer",
    answer: (context) => (hasGoogleScope(context, scopes) && isOwnCalendar(context) ? answer(context) : undefined),
  };
}

/** The Calendar v3 calls of Shifu's Google Calendar tools, over Ana's demo calendar. */
export const calendarRoutes: readonly ApiRoute[] = [
  freeBusyRoute,
  defineCalendarRoute("GET", "", READ_SCOPES, listEvents),
  defineCalendarRoute("GET", "/:eventId", READ_SCOPES, (context) => findEvent(context)),
  defineCalendarRoute("GET", "/:eventId/instances", READ_SCOPES, listEventInstances),
  defineCalendarRoute("POST", "", WRITE_SCOPES, insertEvent),
  defineCalendarRoute("PATCH", "/:eventId", WRITE_SCOPES, patchEvent),
  defineCalendarRoute("DELETE", "/:eventId", WRITE_SCOPES, deleteEvent),
];
