import { MICROSOFT_GRAPH_URL, readGraphDeltaRound } from "../families/microsoft";
import type { ProviderApi } from "../provider-api";
import { readZoneOffsetMs } from "../to-local-day";

export type OutlookResponse = "none" | "organizer" | "tentativelyAccepted" | "accepted" | "declined" | "notResponded";

/** Graph's `event`, the fields Shifu reads; times come in UTC, as Graph gives them without a Prefer header. */
export type OutlookEvent = {
  id: string;
  subject?: string | null;
  bodyPreview?: string;
  isAllDay?: boolean;
  isCancelled?: boolean;
  isOrganizer?: boolean;
  webLink?: string;
  /** An occurrence of a series, an occurrence changed on its own (exception), the series itself, or a single event. */
  type?: "singleInstance" | "occurrence" | "exception" | "seriesMaster";
  /** On an occurrence or an exception: the series master, through which the whole series changes. */
  seriesMasterId?: string | null;
  /** On an occurrence or an exception: the start its series' pattern gave it (UTC), which a move alone keeps. */
  originalStart?: string | null;
  /** The zone the start was written in when the event was made, a Windows name or an IANA one. */
  originalStartTimeZone?: string;
  /** On a series master: how it repeats, and over which days (in its own zone). */
  recurrence?: OutlookRecurrence | null;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  location?: { displayName?: string };
  onlineMeeting?: { joinUrl?: string } | null;
  attendees?: { emailAddress: { name?: string; address?: string }; status?: { response?: OutlookResponse } }[];
  organizer?: { emailAddress: { name?: string; address?: string } };
  /** When the user answered (Graph's zero date when they have not). */
  responseStatus?: { response?: OutlookResponse; time?: string };
  createdDateTime?: string;
  lastModifiedDateTime?: string;
};

/** Graph's `patternedRecurrence`: the pattern, and the range of days it repeats over, read in `recurrenceTimeZone`. */
export type OutlookRecurrence = {
  pattern: {
    type: "daily" | "weekly" | "absoluteMonthly" | "relativeMonthly" | "absoluteYearly" | "relativeYearly";
    interval: number;
    daysOfWeek?: string[];
    dayOfMonth?: number;
    month?: number;
    index?: string;
    firstDayOfWeek?: string;
  };
  range: {
    type: "endDate" | "noEnd" | "numbered";
    startDate: string;
    endDate?: string;
    numberOfOccurrences?: number;
    recurrenceTimeZone?: string;
  };
};

/** What a new or changed event carries; Graph keeps the fields a PATCH leaves out. */
export type OutlookEventBody = {
  subject?: string;
  body?: { contentType: "text"; content: string };
  start?: { dateTime: string; timeZone: string };
  end?: { dateTime: string; timeZone: string };
  location?: { displayName: string };
  attendees?: { emailAddress: { address: string; name?: string }; type: "required" }[];
  isOnlineMeeting?: boolean;
  onlineMeetingProvider?: "teamsForBusiness";
  recurrence?: OutlookRecurrence;
};

const EVENT_FIELDS =
  "id,subject,bodyPreview,isAllDay,isCancelled,isOrganizer,webLink,type,seriesMasterId,originalStart,start,end,location,onlineMeeting,attendees,organizer,responseStatus,createdDateTime,lastModifiedDateTime";

/** An instant as Graph's event time: the UTC wall time with its zone named apart. */
export function toOutlookTime(instant: string): { dateTime: string; timeZone: string } {
  return { dateTime: new Date(instant).toISOString().slice(0, 19), timeZone: "UTC" };
}

/**
 * An instant as Graph's event time in a series' zone: the wall time there, with the zone named as Graph names it, so a
 * series written with it keeps its hour across a clock change there (one written in UTC keeps the UTC hour). UTC when
 * the zone has no name Graph gave.
 */
export function toOutlookZonedTime(
  instant: string,
  zone: { timeZone: string; name?: string },
): { dateTime: string; timeZone: string } {
  if (!zone.name) return toOutlookTime(instant);
  const at = Date.parse(instant);
  return {
    dateTime: new Date(at + readZoneOffsetMs(at, zone.timeZone)).toISOString().slice(0, 19),
    timeZone: zone.name,
  };
}

/** A Graph event time as an ISO instant; Shifu asks for UTC, so a time without an offset is UTC. */
export function readOutlookInstant(time: { dateTime: string; timeZone: string }): string {
  const wall = time.dateTime.replace(/\.\d+$/, "");
  return /Z$|[+-]\d{2}:\d{2}$/.test(wall) ? new Date(wall).toISOString() : new Date(`${wall}Z`).toISOString();
}

/** GET /me/calendarView: events and occurrences of series overlapping the window, by start. */
export async function listOutlookCalendarView(
  api: ProviderApi,
  options: { startDateTime: string; endDateTime: string; top: number },
): Promise<{ value: OutlookEvent[]; "@odata.nextLink"?: string }> {
  return api.request({
    url: `${MICROSOFT_GRAPH_URL}/me/calendarView`,
    query: {
      startDateTime: options.startDateTime,
      endDateTime: options.endDateTime,
      $top: String(options.top),
      $orderby: "start/dateTime",
      $select: EVENT_FIELDS,
    },
  });
}

/** GET /me/events/{id}/instances: a series' occurrences and exceptions within a window (required), by start. */
export async function listOutlookInstances(
  api: ProviderApi,
  id: string,
  options: { startDateTime: string; endDateTime: string; top: number },
): Promise<OutlookEvent[]> {
  const answer = await api.request<{ value: OutlookEvent[] }>({
    url: `${MICROSOFT_GRAPH_URL}/me/events/${encodeURIComponent(id)}/instances`,
    query: {
      startDateTime: options.startDateTime,
      endDateTime: options.endDateTime,
      $top: String(options.top),
      $orderby: "start/dateTime",
      $select: EVENT_FIELDS,
    },
  });
  return answer.value;
}

export function getOutlookEvent(api: ProviderApi, id: string): Promise<OutlookEvent> {
  return api.request({ url: `${MICROSOFT_GRAPH_URL}/me/events/${encodeURIComponent(id)}` });
}

/**
 * The occurrenceIds (`OID.{master id}.{day}`, the day in the series' zone) of a series' sessions deleted on their own,
 * which the instances no longer list; Graph answers them only when `$select` names them on a get of the master.
 */
export async function listCancelledOutlookOccurrences(api: ProviderApi, masterId: string): Promise<string[]> {
  const master = await api.request<{ cancelledOccurrences?: string[] | null }>({
    url: `${MICROSOFT_GRAPH_URL}/me/events/${encodeURIComponent(masterId)}`,
    query: { $select: "id,cancelledOccurrences" },
  });
  return master.cancelledOccurrences ?? [];
}

export function createOutlookEvent(api: ProviderApi, body: OutlookEventBody): Promise<OutlookEvent> {
  return api.request({ method: "POST", url: `${MICROSOFT_GRAPH_URL}/me/events`, json: body });
}

export function updateOutlookEvent(api: ProviderApi, id: string, body: OutlookEventBody): Promise<OutlookEvent> {
  return api.request({
    method: "PATCH",
    url: `${MICROSOFT_GRAPH_URL}/me/events/${encodeURIComponent(id)}`,
    json: body,
  });
}

/** POST /me/events/{id}/cancel: the organiser's cancellation, which tells the attendees (with a comment). */
export async function cancelOutlookEvent(api: ProviderApi, id: string, comment?: string): Promise<void> {
  await api.request({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/me/events/${encodeURIComponent(id)}/cancel`,
    json: comment ? { comment } : {},
  });
}

/** DELETE /me/events/{id}: an event with nobody else in it leaves the calendar. */
export async function deleteOutlookEvent(api: ProviderApi, id: string): Promise<void> {
  await api.request({ method: "DELETE", url: `${MICROSOFT_GRAPH_URL}/me/events/${encodeURIComponent(id)}` });
}

export type OutlookAnswer = "accept" | "decline" | "tentativelyAccept";

/** POST /me/events/{id}/accept|decline|tentativelyAccept, the answer sent to the organiser. */
export async function answerOutlookEvent(
  api: ProviderApi,
  id: string,
  answer: OutlookAnswer,
  comment?: string,
): Promise<void> {
  await api.request({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/me/events/${encodeURIComponent(id)}/${answer}`,
    json: { sendResponse: true, ...(comment ? { comment } : {}) },
  });
}

/** An entry of a calendarView delta: an event or occurrence as it is now, or one gone from the window. */
export type OutlookEventChange = OutlookEvent & { "@removed"?: { reason: string } };

/**
 * One round of GET /me/calendarView/delta: from a deltaLink, or from the start over a window of time, which Graph keeps
 * in its links for every later round (the delta takes no $select or $filter). Pages of 50 rather than Graph's 10.
 */
export function listOutlookCalendarChanges(
  api: ProviderApi,
  from: { deltaLink: string } | { startDateTime: string; endDateTime: string },
): Promise<{ entries: OutlookEventChange[]; deltaLink: string }> {
  const headers = { prefer: "odata.maxpagesize=50" };
  return readGraphDeltaRound<OutlookEventChange>(
    api,
    "deltaLink" in from
      ? { url: from.deltaLink, headers }
      : { url: `${MICROSOFT_GRAPH_URL}/me/calendarView/delta`, query: from, headers },
    "El calendario de Outlook",
  );
}

/** One person's answer in a getSchedule: their busy items, or an error when their calendar cannot be seen. */
export type OutlookSchedule = {
  scheduleId: string;
  availabilityView?: string;
  scheduleItems?: {
    status: "free" | "tentative" | "busy" | "oof" | "workingElsewhere" | "unknown";
    start: { dateTime: string; timeZone: string };
    end: { dateTime: string; timeZone: string };
  }[];
  error?: { message?: string; responseCode?: string };
};

/** POST /me/calendar/getSchedule: the free/busy items of each address (the user's own among them) within a range. */
export async function getOutlookSchedules(
  api: ProviderApi,
  options: { addresses: readonly string[]; startTime: string; endTime: string },
): Promise<OutlookSchedule[]> {
  const answer = await api.request<{ value: OutlookSchedule[] }>({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/me/calendar/getSchedule`,
    json: {
      schedules: options.addresses,
      startTime: toOutlookTime(options.startTime),
      endTime: toOutlookTime(options.endTime),
      availabilityViewInterval: 15,
    },
  });
  return answer.value;
}
