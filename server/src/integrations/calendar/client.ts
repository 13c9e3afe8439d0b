import type { ProviderApi } from "../provider-api";

const EVENTS_URL = "https://www.googleapis.com/calendar/v3/calendars/primary/events";
const FREE_BUSY_URL = "https://www.googleapis.com/calendar/v3/freeBusy";

export type CalendarResponseStatus = "needsAction" | "declined" | "tentative" | "accepted";

export type CalendarAttendee = {
  email: string;
  displayName?: string;
  organizer?: boolean;
  self?: boolean;
  responseStatus?: CalendarResponseStatus;
  /** The note the attendee added to their answer. */
  comment?: string;
};

/** A timed event has `dateTime` (RFC 3339 with offset); an all-day one has `date`, its end day exclusive. */
export type CalendarTime = { dateTime?: string; date?: string; timeZone?: string };

export type CalendarEvent = {
  id: string;
  status?: "confirmed" | "tentative" | "cancelled";
  htmlLink?: string;
  summary?: string;
  description?: string;
  location?: string;
  organizer?: { email?: string; displayName?: string; self?: boolean };
  start: CalendarTime;
  end: CalendarTime;
  attendees?: CalendarAttendee[];
  hangoutLink?: string;
  /** On an occurrence of a recurring event (listed with singleEvents=true): the series it belongs to. */
  recurringEventId?: string;
  /** On an occurrence: the start it has in its series' rule, which a moved session keeps. */
  originalStartTime?: CalendarTime;
  /** On a series: its RRULE (and EXDATE) lines. */
  recurrence?: string[];
  /** Raised by the organiser's changes to the time or place. */
  sequence?: number;
  updated?: string;
};

export type CalendarEventList = {
  items?: CalendarEvent[];
  nextPageToken?: string;
  /** On the last page: where the next incremental sync goes on from. */
  nextSyncToken?: string;
  timeZone?: string;
};

/** What a new or changed event carries; Calendar keeps the fields a patch leaves out. */
export type CalendarEventBody = {
  summary?: string;
  description?: string;
  location?: string;
  start?: CalendarTime;
  end?: CalendarTime;
  attendees?: CalendarAttendee[];
  /** A series' rule: RRULE, EXDATE lines, as RFC 5545 writes them. */
  recurrence?: string[];
  conferenceData?: { createRequest: { requestId: string; conferenceSolutionKey: { type: "hangoutsMeet" } } };
};

/** Who hears of a write: everyone invited, or nobody (the user's own changes to an event only they attend). */
export type CalendarSendUpdates = "all" | "none";

/**
 * `events.list` over the primary calendar: recurring events expanded into their occurrences, by start time, the
 * events ending after `timeMin` and starting before `timeMax`.
 */
export function listCalendarEvents(
  api: ProviderApi,
  options: { timeMin: string; timeMax: string; q?: string; maxResults: number; pageToken?: string },
): Promise<CalendarEventList> {
  return api.request<CalendarEventList>({
    url: EVENTS_URL,
    query: {
      timeMin: options.timeMin,
      timeMax: options.timeMax,
      singleEvents: "true",
      orderBy: "startTime",
      maxResults: String(options.maxResults),
      ...(options.q ? { q: options.q } : {}),
      ...(options.pageToken ? { pageToken: options.pageToken } : {}),
    },
  });
}

/**
 * `events.instances`: a series' sessions by where they are now, ending after `timeMin` (and starting before `timeMax`),
 * as many as asked; a single event answers with itself.
 */
export function listCalendarInstances(
  api: ProviderApi,
  eventId: string,
  options: { timeMin: string; timeMax?: string; maxResults: number; showDeleted?: boolean },
): Promise<CalendarEventList> {
  return api.request<CalendarEventList>({
    url: `${EVENTS_URL}/${encodeURIComponent(eventId)}/instances`,
    query: {
      timeMin: options.timeMin,
      ...(options.timeMax ? { timeMax: options.timeMax } : {}),
      maxResults: String(options.maxResults),
      ...(options.showDeleted ? { showDeleted: "true" } : {}),
    },
  });
}

export function getCalendarEvent(api: ProviderApi, eventId: string): Promise<CalendarEvent> {
  return api.request<CalendarEvent>({ url: `${EVENTS_URL}/${encodeURIComponent(eventId)}` });
}

/** `events.insert`; a Meet is made only with conferenceDataVersion=1, which Calendar otherwise ignores. */
export function insertCalendarEvent(
  api: ProviderApi,
  body: CalendarEventBody,
  sendUpdates: CalendarSendUpdates,
): Promise<CalendarEvent> {
  return api.request<CalendarEvent>({
    method: "POST",
    url: EVENTS_URL,
    query: { sendUpdates, ...(body.conferenceData ? { conferenceDataVersion: "1" } : {}) },
    json: body,
  });
}

export function patchCalendarEvent(
  api: ProviderApi,
  eventId: string,
  body: CalendarEventBody,
  sendUpdates: CalendarSendUpdates,
): Promise<CalendarEvent> {
  return api.request<CalendarEvent>({
    method: "PATCH",
    url: `${EVENTS_URL}/${encodeURIComponent(eventId)}`,
    query: { sendUpdates },
    json: body,
  });
}

export async function deleteCalendarEvent(
  api: ProviderApi,
  eventId: string,
  sendUpdates: CalendarSendUpdates,
): Promise<void> {
  await api.request({
    method: "DELETE",
    url: `${EVENTS_URL}/${encodeURIComponent(eventId)}`,
    query: { sendUpdates },
  });
}

/**
 * `events.list` with a `syncToken`: the events changed since it was issued, cancelled ones included. Calendar answers
 * 410 when the token has expired, and a full sync starts over.
 */
export function listCalendarChanges(
  api: ProviderApi,
  options: { syncToken: string; pageToken?: string },
): Promise<CalendarEventList> {
  return api.request<CalendarEventList>({
    url: EVENTS_URL,
    query: {
      syncToken: options.syncToken,
      singleEvents: "true",
      maxResults: "250",
      ...(options.pageToken ? { pageToken: options.pageToken } : {}),
    },
  });
}

/** A full sync's page: recurring events as occurrences, the first step of a later incremental sync. */
export function listCalendarForSync(
  api: ProviderApi,
  options: { timeMin: string; pageToken?: string },
): Promise<CalendarEventList> {
  return api.request<CalendarEventList>({
    url: EVENTS_URL,
    query: {
      timeMin: options.timeMin,
      singleEvents: "true",
      maxResults: "250",
      ...(options.pageToken ? { pageToken: options.pageToken } : {}),
    },
  });
}

export type FreeBusyAnswer = {
  calendars?: Record<string, { busy?: { start: string; end: string }[]; errors?: { reason?: string }[] }>;
};

/** `freebusy.query`: the busy blocks of the user's calendar and of each person asked for, within a range. */
export function queryFreeBusy(
  api: ProviderApi,
  options: { timeMin: string; timeMax: string; timeZone: string; calendars: readonly string[] },
): Promise<FreeBusyAnswer> {
  return api.request<FreeBusyAnswer>({
    method: "POST",
    url: FREE_BUSY_URL,
    json: {
      timeMin: options.timeMin,
      timeMax: options.timeMax,
      timeZone: options.timeZone,
      items: options.calendars.map((id) => ({ id })),
    },
  });
}
