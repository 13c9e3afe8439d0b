import { demoAccounts } from "../demo-accounts";
import {
  buildGraphEvent,
  createGraphEventId,
  type GraphAttendee,
  type GraphCalendarMessage,
  type GraphDateTimeZone,
  type GraphEvent,
  type GraphRecurrence,
  type GraphResponse,
  NO_TIME,
  readGraphInstant,
  readGraphZone,
  toGraphDateTime,
} from "../demo-data/microsoft-calendar-data";
import { type MicrosoftData, recordChange } from "../demo-data/microsoft-data";
import {
  expandGraphRecurrence,
  readGraphRecurrence,
  readSeriesZone,
  readSessionDay,
} from "./microsoft-calendar-recurrence";
import { answerGetSchedule } from "./microsoft-calendar-schedule";
import {
  answerDeltaPage,
  collectChanges,
  type DeltaState,
  decodeDeltaToken,
  readLastChange,
  readMaxPageSize,
} from "./microsoft-delta";
import { hasAnyScope, sendMicrosoftGraphError } from "./microsoft-graph-error";
import { selectFields } from "./microsoft-odata";
import type { ApiContext, ApiRoute } from "./provider-family";

const GRAPH = "graph.microsoft.com";
const READ_SCOPES = ["Calendars.Read", "Calendars.ReadWrite"];
const WRITE_SCOPES = ["Calendars.ReadWrite"];
const MAX_TOP = 1000;
const ANSWERS = { accept: "accepted", decline: "declined", tentativelyAccept: "tentativelyAccepted" } as const;

type Query = Record<string, string | undefined>;

function readData(context: ApiContext): MicrosoftData {
  return context.data as MicrosoftData;
}

function refuse(context: ApiContext, scopes: readonly string[]) {
  if (hasAnyScope(context.scopes, scopes)) return null;
  return sendMicrosoftGraphError(
    context.reply,
    403,
    "ErrorAccessDenied",
    "Access is denied. Check credentials and try again.",
  );
}

function sendNotFound(context: ApiContext) {
  return sendMicrosoftGraphError(
    context.reply,
    404,
    "ErrorItemNotFound",
    "The specified object was not found in the store.",
  );
}

function sendInvalid(context: ApiContext, message: string) {
  return sendMicrosoftGraphError(context.reply, 400, "ErrorInvalidRequest", message);
}

function findEvent(context: ApiContext): GraphEvent | undefined {
  const { id } = context.request.params as { id: string };
  return readData(context).events.find((event) => event.id === id);
}

/** An event as Graph answers it: a master's cancelledOccurrences only when `$select` names them. */
function toEventResource(event: GraphEvent, select?: string): Record<string, unknown> {
  const { cancelledOccurrences, ...resource } = event;
  const named = select?.split(",").some((field) => field.trim() === "cancelledOccurrences");
  return named ? { ...resource, cancelledOccurrences: cancelledOccurrences ?? [] } : resource;
}

/** `GET /me/events/{id}`: the event, only the fields `$select` names when it is given. */
function getEvent(context: ApiContext) {
  const event = findEvent(context);
  if (!event) return sendNotFound(context);
  const { $select } = context.request.query as Query;
  return selectFields(toEventResource(event, $select), $select);
}

/** Graph's occurrenceId of a series' session: the master's id and the session's day in the series' zone. */
function toOccurrenceOid(masterId: string, day: string): string {
  return `OID.${masterId}.${day}`;
}

function readOccurrenceDay(occurrenceOid: string): string {
  return occurrenceOid.slice(occurrenceOid.lastIndexOf(".") + 1);
}

/**
 * A session deleted on its own is kept on its master among the cancelledOccurrences, by the day its pattern gave it,
 * so that a later change of the range does not bring it back, as in Graph.
 */
function recordCancelledOccurrence(data: MicrosoftData, session: GraphEvent) {
  if (session.type !== "occurrence" && session.type !== "exception") return;
  const master = data.events.find((event) => event.id === session.seriesMasterId);
  if (!master) return;
  const original = session.originalStart ? { start: toGraphDateTime(Date.parse(session.originalStart)) } : session;
  const occurrenceOid = toOccurrenceOid(master.id, readSessionDay(original, readGraphInstant, readMasterZone(master)));
  master.cancelledOccurrences = [...(master.cancelledOccurrences ?? []), occurrenceOid];
}

/** The zone a master's sessions are counted in by day: its range's, else the one it was written in. */
function readMasterZone(master: GraphEvent): string {
  return master.recurrence ? readSeriesZone(master.recurrence) : readGraphZone(master.originalStartTimeZone);
}

function readStamp(context: ApiContext): string {
  return `${new Date(context.now).toISOString().slice(0, 19)}Z`;
}

function tell(context: ApiContext, message: GraphCalendarMessage) {
  readData(context).calendarMessages.push(message);
}

function others(event: GraphEvent): string[] {
  return event.attendees
    .map((attendee) => attendee.emailAddress.address)
    .filter((address) => address !== demoAccounts.microsoft.email);
}

/**
 * `GET /me/calendarView`: the events and occurrences (never series masters) overlapping the window, as Graph
 * expands a series; a window is required, and the order and page size follow $orderby and $top.
 */
function listCalendarView(context: ApiContext) {
  const query = context.request.query as Query;
  const from = Date.parse(query.startDateTime ?? query.startdatetime ?? "");
  const to = Date.parse(query.endDateTime ?? query.enddatetime ?? "");
  if (Number.isNaN(from) || Number.isNaN(to)) {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "ErrorInvalidParameter",
      "This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.",
    );
  }
  const top = Math.min(Math.max(Number(query.$top ?? 10) || 10, 1), MAX_TOP);
  const skip = Math.max(Number(query.$skip ?? 0) || 0, 0);
  const matching = readData(context)
    .events.filter((event) => event.type !== "seriesMaster")
    .filter((event) => readGraphInstant(event.end) > from && readGraphInstant(event.start) < to)
    .sort((a, b) => readGraphInstant(a.start) - readGraphInstant(b.start));
  if (query.$orderby && !/^start\/dateTime( asc)?$/i.test(query.$orderby)) {
    return sendMicrosoftGraphError(context.reply, 400, "ErrorInvalidProperty", `Could not sort by ${query.$orderby}`);
  }
  const page = matching.slice(skip, skip + top);
  const base = `https://graph.microsoft.com/v1.0/me/calendarView?startDateTime=${encodeURIComponent(query.startDateTime ?? "")}&endDateTime=${encodeURIComponent(query.endDateTime ?? "")}`;
  return {
    "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users('me')/calendarView",
    value: page,
    ...(skip + top < matching.length ? { "@odata.nextLink": `${base}&$top=${top}&$skip=${skip + top}` } : {}),
  };
}

type DeltaQuery = Query & { $deltatoken?: string; $skiptoken?: string };
const DELTA_URL = `https://${GRAPH}/v1.0/me/calendarView/delta`;

function overlaps(event: GraphEvent, window: { from: number; to: number }): boolean {
  return readGraphInstant(event.end) > window.from && readGraphInstant(event.start) < window.to;
}

/** Where a calendarView delta round stands: from its token, or a new round over the window asked for. */
function readCalendarDeltaState(context: ApiContext): DeltaState | null {
  const query = context.request.query as DeltaQuery;
  const last = readLastChange(readData(context));
  const token = query.$deltatoken ?? query.$skiptoken;
  if (token) {
    const state = decodeDeltaToken(token);
    if (!state?.startDateTime || !state.endDateTime) return null;
    return query.$deltatoken ? { ...state, until: last, offset: 0 } : state;
  }
  const start = query.startDateTime ?? query.startdatetime;
  const end = query.endDateTime ?? query.enddatetime;
  if (Number.isNaN(Date.parse(start ?? "")) || Number.isNaN(Date.parse(end ?? ""))) return null;
  return { from: null, until: last, offset: 0, startDateTime: start, endDateTime: end };
}

/**
 * `GET /me/calendarView/delta`: an initial round lists the events and occurrences of the window (never series
 * masters), later rounds what changed in it since, an event deleted or gone out of the window as `@removed`. The
 * window and the round's place travel in the `$skiptoken` and `$deltatoken` of its links.
 */
function answerCalendarDelta(context: ApiContext) {
  const query = context.request.query as DeltaQuery;
  const state = readCalendarDeltaState(context);
  if (!state) {
    if (query.$deltatoken || query.$skiptoken) {
      return sendMicrosoftGraphError(
        context.reply,
        410,
        "SyncStateNotFound",
        "The sync state is not found or has expired.",
      );
    }
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "ErrorInvalidParameter",
      "This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.",
    );
  }
  const data = readData(context);
  const window = { from: Date.parse(state.startDateTime ?? ""), to: Date.parse(state.endDateTime ?? "") };
  const removed = (id: string) => ({ "@odata.type": "#microsoft.graph.event", id, "@removed": { reason: "deleted" } });
  const toEntry = (event: GraphEvent) => ({ "@odata.type": "#microsoft.graph.event", ...event });
  const entries: unknown[] =
    state.from === null
      ? data.events
          .filter((event) => event.type !== "seriesMaster" && overlaps(event, window))
          .sort((a, b) => readGraphInstant(a.start) - readGraphInstant(b.start))
          .map(toEntry)
      : collectChanges(data, "event", state).flatMap((change): unknown[] => {
          const event = data.events.find((candidate) => candidate.id === change.id);
          if (event?.type === "seriesMaster") return [];
          return change.removed || !event || !overlaps(event, window) ? [removed(change.id)] : [toEntry(event)];
        });
  const pageSize = readMaxPageSize(context.request.headers.prefer);
  context.reply.header("preference-applied", `odata.maxpagesize=${pageSize}`);
  return answerDeltaPage(
    entries,
    state,
    pageSize,
    (token) => ("next" in token ? `${DELTA_URL}?$skiptoken=${token.next}` : `${DELTA_URL}?$deltatoken=${token.delta}`),
    "https://graph.microsoft.com/v1.0/$metadata#Collection(event)",
  );
}

type EventBody = {
  subject?: unknown;
  body?: { content?: unknown };
  start?: unknown;
  end?: unknown;
  location?: { displayName?: unknown };
  attendees?: unknown;
  isOnlineMeeting?: unknown;
  recurrence?: unknown;
};

function readTime(value: unknown): GraphDateTimeZone | undefined {
  const time = value as Partial<GraphDateTimeZone> | undefined;
  if (typeof time?.dateTime !== "string" || typeof time.timeZone !== "string") return undefined;
  const candidate = { dateTime: time.dateTime, timeZone: time.timeZone };
  return Number.isNaN(readGraphInstant(candidate)) ? undefined : candidate;
}

function readAttendees(value: unknown): GraphAttendee[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const attendees: GraphAttendee[] = [];
  for (const entry of value) {
    const address = typeof entry?.emailAddress?.address === "string" ? entry.emailAddress.address.trim() : "";
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) return undefined;
    const name = typeof entry.emailAddress.name === "string" ? entry.emailAddress.name : address;
    attendees.push({
      type: entry.type === "optional" ? "optional" : "required",
      status: { response: "none", time: NO_TIME },
      emailAddress: { name, address },
    });
  }
  return attendees;
}

/** `POST /me/events`: a new meeting organised by Ana; its attendees are invited, a Teams link made when asked. */
function createEvent(context: ApiContext) {
  const body = (context.request.body ?? {}) as EventBody;
  const start = readTime(body.start);
  const end = readTime(body.end);
  if (typeof body.subject !== "string" || !start || !end) {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "ErrorInvalidRequest",
      "The event needs a subject, a start and an end.",
    );
  }
  if (readGraphInstant(end) <= readGraphInstant(start)) {
    return sendInvalid(context, "The end time must be after the start time.");
  }
  const stamp = readStamp(context);
  const attendees = body.attendees === undefined ? [] : readAttendees(body.attendees);
  if (!attendees) return sendInvalid(context, "An attendee's e-mail address is not valid.");
  const recurrence = body.recurrence === undefined ? null : readGraphRecurrence(body.recurrence, start.timeZone);
  if (recurrence === undefined) return sendInvalid(context, "The recurrence pattern or range is not valid.");
  const data = readData(context);
  const event = buildGraphEvent({
    id: createGraphEventId(`nuevo-${data.events.length}-${context.now}`),
    ...(recurrence ? { type: "seriesMaster" as const } : {}),
    subject: body.subject,
    start: readGraphInstant(start),
    end: readGraphInstant(end),
    organizer: { name: demoAccounts.microsoft.displayName, address: demoAccounts.microsoft.email },
    attendees,
    created: stamp,
    modified: stamp,
    ...(typeof body.location?.displayName === "string" ? { location: body.location.displayName } : {}),
    ...(typeof body.body?.content === "string" ? { body: body.body.content } : {}),
    ...(body.isOnlineMeeting === true ? { teams: true } : {}),
    timeZone: start.timeZone,
  });
  data.events.push(event);
  recordChange(data, { resource: "event", id: event.id, removed: false });
  if (recurrence) {
    event.recurrence = recurrence;
    expandSessions(data, event, recurrence);
  }
  if (attendees.length > 0) tell(context, { eventId: event.id, change: "invited", to: others(event) });
  return context.reply.code(201).send(event);
}

/**
 * `PATCH /me/events/{id}`: the organiser's change of time, title or place, which the attendees are told of. A series
 * master's change reaches every occurrence not changed on its own (each moved by as much, with the new length); an
 * occurrence changed alone becomes an exception of its series.
 */
function updateEvent(context: ApiContext) {
  const event = findEvent(context);
  if (!event) return sendNotFound(context);
  const body = (context.request.body ?? {}) as EventBody;
  const start = body.start === undefined ? event.start : readTime(body.start);
  const end = body.end === undefined ? event.end : readTime(body.end);
  if (!start || !end) return sendInvalid(context, "The start or end time is not valid.");
  const recurrence =
    body.recurrence === undefined ? null : readGraphRecurrence(body.recurrence, event.originalStartTimeZone);
  if (recurrence === undefined || (recurrence && event.type !== "seriesMaster")) {
    return sendInvalid(context, "The recurrence pattern or range is not valid.");
  }
  if (readGraphInstant(end) <= readGraphInstant(start)) {
    return sendInvalid(context, "The end time must be after the start time.");
  }
  const data = readData(context);
  if (crossesAdjacentSession(data, event, readGraphInstant(start))) {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "ErrorOccurrenceCrossingBoundary",
      "Modified occurrence is crossing or overlapping adjacent occurrence.",
    );
  }
  const shift = readGraphInstant(start) - readGraphInstant(event.start);
  const length = readGraphInstant(end) - readGraphInstant(start);
  const occurrences =
    event.type === "seriesMaster"
      ? data.events.filter((candidate) => candidate.seriesMasterId === event.id && candidate.type === "occurrence")
      : [];
  if (event.type === "seriesMaster" && body.start !== undefined) event.originalStartTimeZone = start.timeZone;
  const placeSession = readSessionPlacer(event, readGraphInstant(start));
  for (const changed of [event, ...occurrences]) {
    const from = changed === event ? readGraphInstant(start) : placeSession(readGraphInstant(changed.start) + shift);
    changed.start = toGraphDateTime(from);
    changed.end = toGraphDateTime(from + length);
    if (typeof body.subject === "string") changed.subject = body.subject;
    if (typeof body.location?.displayName === "string") changed.location.displayName = body.location.displayName;
    changed.lastModifiedDateTime = readStamp(context);
    recordChange(data, { resource: "event", id: changed.id, removed: false });
  }
  if (event.type === "occurrence") event.type = "exception";
  if (recurrence) {
    event.recurrence = recurrence;
    expandSessions(data, event, recurrence);
  }
  if (event.isOrganizer && event.attendees.length > 0) {
    tell(context, { eventId: event.id, change: "updated", to: others(event) });
  }
  return toEventResource(event);
}

/**
 * Where a master's change puts each of its sessions: at the master's new wall time, in the zone its start was written
 * in, on the session's day, as Graph places a series' sessions; so a series written in UTC keeps the UTC hour across
 * a change of the clocks. A session whose day the pattern does not give keeps the plain shift.
 */
function readSessionPlacer(master: GraphEvent, newStart: number): (shifted: number) => number {
  if (master.type !== "seriesMaster" || !master.recurrence) return (shifted) => shifted;
  const zone = readSeriesZone(master.recurrence);
  const starts = expandGraphRecurrence(master.recurrence, { start: newStart, timeZone: master.originalStartTimeZone });
  const startsByDay = new Map(
    starts.map((at) => [readSessionDay({ start: toGraphDateTime(at) }, readGraphInstant, zone), at]),
  );
  return (shifted) =>
    startsByDay.get(readSessionDay({ start: toGraphDateTime(shifted) }, readGraphInstant, zone)) ?? shifted;
}

/**
 * Outlook's rule for a session changed alone: it cannot go to or before the day of the session before it in the series,
 * nor to or after the day of the one after it.
 */
function crossesAdjacentSession(data: MicrosoftData, session: GraphEvent, newStart: number): boolean {
  if (session.type !== "occurrence" && session.type !== "exception") return false;
  const original = (event: GraphEvent) => Date.parse(event.originalStart ?? "") || readGraphInstant(event.start);
  const siblings = data.events
    .filter((event) => event.seriesMasterId === session.seriesMasterId && event !== session)
    .sort((a, b) => original(a) - original(b));
  const previous = siblings.filter((event) => original(event) < original(session)).at(-1);
  const next = siblings.find((event) => original(event) > original(session));
  const master = data.events.find((event) => event.id === session.seriesMasterId);
  const zone = master ? readMasterZone(master) : readGraphZone(session.originalStartTimeZone);
  const day = readSessionDay({ start: toGraphDateTime(newStart) }, readGraphInstant, zone);
  const dayOf = (event: GraphEvent) => readSessionDay(event, readGraphInstant, zone);
  return Boolean((previous && day <= dayOf(previous)) || (next && day >= dayOf(next)));
}

/** Graph's id for a session of a series: the master's, with the session's day in it, as the seed writes them. */
function createOccurrenceId(masterId: string, day: string): string {
  return `${masterId.slice(0, -4)}${day.replaceAll("-", "")}AAA=`;
}

/**
 * Makes a series' sessions what its recurrence says: an occurrence for each day its pattern gives within its range,
 * and none outside it, so that a range ended early takes the later sessions out of calendarView and a new series
 * brings its own. A session changed on its own (an exception) stays while its day is within the range.
 */
function expandSessions(data: MicrosoftData, master: GraphEvent, recurrence: GraphRecurrence) {
  const length = readGraphInstant(master.end) - readGraphInstant(master.start);
  const starts = expandGraphRecurrence(recurrence, {
    start: readGraphInstant(master.start),
    timeZone: master.originalStartTimeZone,
  });
  const zone = readSeriesZone(recurrence);
  const days = new Map(
    starts.map((start) => [readSessionDay({ start: toGraphDateTime(start) }, readGraphInstant, zone), start]),
  );
  const first = recurrence.range.startDate;
  const last = [...days.keys()].at(-1) ?? first;
  // A session deleted on its own stays deleted while the range still gives its day.
  const cancelled = (master.cancelledOccurrences ?? []).filter((oid) => days.has(readOccurrenceDay(oid)));
  for (const oid of cancelled) days.delete(readOccurrenceDay(oid));
  if (master.cancelledOccurrences) master.cancelledOccurrences = cancelled;
  const sessions = data.events.filter((event) => event.seriesMasterId === master.id);
  for (const session of sessions) {
    const day = readSessionDay(session, readGraphInstant, zone);
    const kept = session.type === "exception" ? day >= first && day <= last : days.has(day);
    if (kept) {
      days.delete(day);
      continue;
    }
    data.events = data.events.filter((event) => event !== session);
    recordChange(data, { resource: "event", id: session.id, removed: true });
  }
  for (const [day, start] of days) {
    const { recurrence: _rule, cancelledOccurrences: _cancelled, ...fields } = master;
    const id = createOccurrenceId(master.id, day);
    const occurrence: GraphEvent = {
      ...structuredClone(fields),
      recurrence: null,
      id,
      type: "occurrence",
      seriesMasterId: master.id,
      originalStart: new Date(start).toISOString().replace(".000Z", "Z"),
      start: toGraphDateTime(start),
      end: toGraphDateTime(start + length),
    };
    data.events.push(occurrence);
    recordChange(data, { resource: "event", id, removed: false });
  }
}

/**
 * `GET /me/events/{id}/instances`: the occurrences and exceptions of a series master overlapping the window (which is
 * required), by start, paged by $top and $skip; an event that is not a master has none.
 */
function listEventInstances(context: ApiContext) {
  const master = findEvent(context);
  if (!master) return sendNotFound(context);
  const query = context.request.query as Query;
  const from = Date.parse(query.startDateTime ?? query.startdatetime ?? "");
  const to = Date.parse(query.endDateTime ?? query.enddatetime ?? "");
  if (Number.isNaN(from) || Number.isNaN(to)) {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "ErrorInvalidParameter",
      "This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.",
    );
  }
  const top = Math.min(Math.max(Number(query.$top ?? 10) || 10, 1), MAX_TOP);
  const skip = Math.max(Number(query.$skip ?? 0) || 0, 0);
  const matching = readData(context)
    .events.filter((event) => event.seriesMasterId === master.id && master.type === "seriesMaster")
    .filter((event) => overlaps(event, { from, to }))
    .sort((a, b) => readGraphInstant(a.start) - readGraphInstant(b.start));
  const base = `https://${GRAPH}/v1.0/me/events/${encodeURIComponent(master.id)}/instances?startDateTime=${encodeURIComponent(query.startDateTime ?? "")}&endDateTime=${encodeURIComponent(query.endDateTime ?? "")}`;
  return {
    "@odata.context": `https://${GRAPH}/v1.0/$metadata#users('me')/events('${master.id}')/instances`,
    value: matching.slice(skip, skip + top),
    ...(skip + top < matching.length ? { "@odata.nextLink": `${base}&$top=${top}&$skip=${skip + top}` } : {}),
  };
}

/** `DELETE /me/events/{id}`: gone from the calendar; the organiser's deletion cancels it for the attendees. */
function deleteEvent(context: ApiContext) {
  const data = readData(context);
  const event = findEvent(context);
  if (!event) return sendNotFound(context);
  recordCancelledOccurrence(data, event);
  const gone = data.events.filter((candidate) => candidate.id === event.id || candidate.seriesMasterId === event.id);
  data.events = data.events.filter((candidate) => !gone.includes(candidate));
  for (const removed of gone) recordChange(data, { resource: "event", id: removed.id, removed: true });
  if (event.isOrganizer && event.attendees.length > 0) {
    tell(context, { eventId: event.id, change: "cancelled", to: others(event) });
  }
  return context.reply.code(204).send();
}

/** `POST /me/events/{id}/cancel`: only the organiser cancels, with an optional comment to the attendees. */
function cancelEvent(context: ApiContext) {
  const event = findEvent(context);
  if (!event) return sendNotFound(context);
  if (!event.isOrganizer) {
    return sendInvalid(context, "Your request can't be completed. You need to be an organizer to cancel a meeting.");
  }
  const { comment } = (context.request.body ?? {}) as { comment?: unknown };
  event.isCancelled = true;
  event.lastModifiedDateTime = readStamp(context);
  const data = readData(context);
  recordCancelledOccurrence(data, event);
  // A series master cancelled takes every occurrence with it, as a deleted one does.
  const gone = data.events.filter((candidate) => candidate.id === event.id || candidate.seriesMasterId === event.id);
  data.events = data.events.filter((candidate) => !gone.includes(candidate));
  for (const removed of gone) recordChange(data, { resource: "event", id: removed.id, removed: true });
  tell(context, {
    eventId: event.id,
    change: "cancelled",
    to: others(event),
    ...(typeof comment === "string" && comment ? { comment } : {}),
  });
  return context.reply.code(202).send();
}

/** `POST /me/events/{id}/accept|decline|tentativelyAccept`: Ana's answer, sent to the organiser when asked. */
function answerEvent(context: ApiContext, verb: keyof typeof ANSWERS) {
  const event = findEvent(context);
  if (!event) return sendNotFound(context);
  if (event.isOrganizer) {
    return sendInvalid(context, "Your request can't be completed. You can't respond to a meeting you organized.");
  }
  const { comment, sendResponse } = (context.request.body ?? {}) as { comment?: unknown; sendResponse?: unknown };
  const response: GraphResponse = ANSWERS[verb];
  const stamp = readStamp(context);
  event.responseStatus = { response, time: stamp };
  event.showAs = response === "accepted" ? "busy" : response === "declined" ? "free" : "tentative";
  const own = event.attendees.find((attendee) => attendee.emailAddress.address === demoAccounts.microsoft.email);
  if (own) own.status = { response, time: stamp };
  event.lastModifiedDateTime = stamp;
  recordChange(readData(context), { resource: "event", id: event.id, removed: false });
  if (sendResponse !== false) {
    tell(context, {
      eventId: event.id,
      change: response,
      to: [event.organizer.emailAddress.address],
      ...(typeof comment === "string" && comment ? { comment } : {}),
    });
  }
  return context.reply.code(202).send();
}

function route(
  method: ApiRoute["method"],
  path: string,
  scopes: readonly string[],
  answer: (context: ApiContext) => unknown,
): ApiRoute {
  return {
    method,
    host: GRAPH,
    path: `/v1.0${path}`,
    credential: "bearer",
    answer: (context) => refuse(context, scopes) ?? answer(context),
  };
}

/** The Graph calendar calls of Shifu's Outlook tools, over Ana's demo calendar. */
export const microsoftCalendarRoutes: readonly ApiRoute[] = [
  route("GET", "/me/calendarView", READ_SCOPES, listCalendarView),
  route("GET", "/me/calendarView/delta", READ_SCOPES, answerCalendarDelta),
  route("GET", "/me/events/:id", READ_SCOPES, getEvent),
  route("GET", "/me/events/:id/instances", READ_SCOPES, listEventInstances),
  route("POST", "/me/calendar/getSchedule", READ_SCOPES, (context) => answerGetSchedule(context, readData(context))),
  route("POST", "/me/events", WRITE_SCOPES, createEvent),
  route("PATCH", "/me/events/:id", WRITE_SCOPES, updateEvent),
  route("DELETE", "/me/events/:id", WRITE_SCOPES, deleteEvent),
  route("POST", "/me/events/:id/cancel", WRITE_SCOPES, cancelEvent),
  route("POST", "/me/events/:id/accept", WRITE_SCOPES, (context) => answerEvent(context, "accept")),
  route("POST", "/me/events/:id/decline", WRITE_SCOPES, (context) => answerEvent(context, "decline")),
  route("POST", "/me/events/:id/tentativelyAccept", WRITE_SCOPES, (context) =>
    answerEvent(context, "tentativelyAccept"),
  ),
];
