import { createRequire } from "node:module";
import {
  CALENDAR_TIME_ZONE,
  type CalendarEvent,
  createCalendarEtag,
  formatCalendarDateTime,
  type GoogleCalendar,
  readCalendarInstant,
} from "../demo-data/google-calendar-data";

// rrule's ES build is not marked as a module for Node, which loads its CommonJS build with no named exports.
const { rrulestr } = createRequire(import.meta.url)("rrule") as typeof import("rrule");

const DAY_MS = 86_400_000;
/** How far an open series is expanded when a list gives no end, as a year of a weekly meeting is plenty. */
const OPEN_END_MS = 365 * DAY_MS;

export type TimeWindow = { from: number; to: number };

/** The wall day and hour of an instant in a zone: '2026-11-30' and '09:30'. */
function readWallTime(instant: number, timeZone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "00";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/** Calendar's instance id: the series id and the original start in UTC, '…_20261130T083000Z'. */
export function createInstanceId(seriesId: string, start: number): string {
  return `${seriesId}_${new Date(start).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

export function isSeries(event: CalendarEvent): boolean {
  return Boolean(event.recurrence?.some((line) => line.startsWith("RRULE:")));
}

/** Whether a write's `recurrence` is lines Calendar takes: RRULE, EXRULE, RDATE or EXDATE, with a rule rrule reads. */
export function isRecurrence(value: unknown): value is string[] {
  if (!Array.isArray(value) || !value.every((line) => typeof line === "string")) return false;
  if (!value.every((line) => /^(RRULE|EXRULE|RDATE|EXDATE)[:;]/.test(line))) return false;
  try {
    for (const line of value.filter((entry) => entry.startsWith("RRULE:"))) rrulestr(line);
    return true;
  } catch {
    return false;
  }
}

/**
 * A rule's UNTIL, a real instant in UTC, written as the wall time it is in the series' zone, since the rule is expanded
 * in wall times: a series ended 'just before the session of the 30th at 9:30' ends before that wall time too.
 */
function toWallUntil(line: string, timeZone: string): string {
  return line.replace(/UNTIL=(\d{8})T(\d{6})Z/, (_all, day: string, time: string) => {
    const instant = Date.parse(
      `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}Z`,
    );
    const wall = readWallTime(instant, timeZone);
    const seconds = new Date(instant).toISOString().slice(17, 19);
    return `UNTIL=${wall.day.replaceAll("-", "")}T${wall.time.replace(":", "")}${seconds}Z`;
  });
}

/**
 * A series' rule as rrule reads it, in the series' own zone, as Calendar does: rrule expands wall times ('every Monday
 * at 9:30') written as UTC dates, each then placed in that zone, so a meeting keeps its hour across a clock change.
 */
function readWallRule(series: CalendarEvent) {
  const timeZone = series.start.timeZone ?? CALENDAR_TIME_ZONE;
  const first = readWallTime(readCalendarInstant(series.start), timeZone);
  const lines = (series.recurrence ?? []).filter((line) => line.startsWith("RRULE:"));
  const rule = rrulestr(lines.map((line) => toWallUntil(line, timeZone)).join("\n"), {
    dtstart: new Date(`${first.day}T${first.time}:00Z`),
  });
  return { rule, timeZone };
}

/** The starts of a series within a window. */
function expandStarts(series: CalendarEvent, window: TimeWindow): number[] {
  const { rule, timeZone } = readWallRule(series);
  // A day's margin either side of the window covers any offset of the zone.
  return rule
    .between(new Date(window.from - DAY_MS), new Date(window.to + DAY_MS), true)
    .map((wall) =>
      Date.parse(formatCalendarDateTime(wall.toISOString().slice(0, 10), wall.toISOString().slice(11, 16), timeZone)),
    );
}

/**
 * The sessions changed on their own that belong to the series: those whose original start the rule still gives, and
 * those it no longer reaches, as a series ended by an UNTIL or a COUNT written after they were changed leaves them
 * behind and Calendar goes on listing them as they were left.
 */
function listOwnExceptions(series: CalendarEvent, exceptions: readonly CalendarEvent[]): CalendarEvent[] {
  const { rule, timeZone } = readWallRule(series);
  return exceptions.filter((exception) => {
    const original = readWallTime(readCalendarInstant(exception.originalStartTime ?? exception.start), timeZone);
    const wall = new Date(`${original.day}T${original.time}:00Z`);
    return rule.between(wall, wall, true).length > 0 || rule.after(wall, true) === null;
  });
}

/** One occurrence of a series as Calendar lists it with `singleEvents=true`. */
function buildInstance(series: CalendarEvent, start: number): CalendarEvent {
  const timeZone = series.start.timeZone ?? CALENDAR_TIME_ZONE;
  const length = readCalendarInstant(series.end) - readCalendarInstant(series.start);
  const id = createInstanceId(series.id, start);
  const wall = readWallTime(start, timeZone);
  const end = readWallTime(start + length, timeZone);
  const { recurrence: _rule, ...fields } = series;
  return {
    ...fields,
    id,
    etag: createCalendarEtag(`${id}-${series.etag}`),
    start: { dateTime: formatCalendarDateTime(wall.day, wall.time, timeZone), timeZone },
    end: { dateTime: formatCalendarDateTime(end.day, end.time, timeZone), timeZone },
    recurringEventId: series.id,
    originalStartTime: { dateTime: formatCalendarDateTime(wall.day, wall.time, timeZone), timeZone },
  };
}

/**
 * The occurrences of a series within a window, in start order: each generated from the rule unless it was changed or
 * cancelled on its own, and its exceptions where they are now (a cancelled one only when deleted ones are asked), as a
 * session moved into the window from a day outside it is listed there and one moved out of it is not.
 */
export function listInstances(
  calendar: GoogleCalendar,
  series: CalendarEvent,
  window: TimeWindow,
  showDeleted: boolean,
): CalendarEvent[] {
  const stored = calendar.events.filter((event) => event.recurringEventId === series.id);
  const changedAlone = new Set(stored.map((event) => event.id));
  return expandStarts(series, window)
    .filter((start) => !changedAlone.has(createInstanceId(series.id, start)))
    .map((start) => buildInstance(series, start))
    .concat(listOwnExceptions(series, stored))
    .filter((event) => showDeleted || event.status !== "cancelled")
    .filter((event) => readCalendarInstant(event.end) > window.from && readCalendarInstant(event.start) < window.to)
    .sort((a, b) => readCalendarInstant(a.start) - readCalendarInstant(b.start));
}

/**
 * The calendar as `singleEvents=true` sees it within a window: single events, and each live series as its
 * occurrences. A series' exceptions come through `listInstances`, so they are not listed twice.
 */
export function listSingleEvents(calendar: GoogleCalendar, window: Partial<TimeWindow>, showDeleted: boolean) {
  const from = window.from ?? Number.NEGATIVE_INFINITY;
  const to = window.to ?? Date.now() + OPEN_END_MS;
  return calendar.events.flatMap((event) => {
    if (event.recurringEventId) return [];
    if (!isSeries(event)) return [event];
    if (event.status === "cancelled") return showDeleted ? [event] : [];
    const seriesFrom = Number.isFinite(from) ? from : readCalendarInstant(event.start);
    return listInstances(calendar, event, { from: seriesFrom, to }, showDeleted);
  });
}

/** An event by id: a stored one, or an occurrence of a series that its rule still produces. */
export function findCalendarEvent(calendar: GoogleCalendar, id: string): CalendarEvent | undefined {
  const stored = calendar.events.find((event) => event.id === id);
  if (stored) return stored;
  const match = /^(.+)_(\d{8}T\d{6}Z)$/.exec(id);
  const series = match && calendar.events.find((event) => event.id === match[1] && isSeries(event));
  if (!match || !series || series.status === "cancelled") return undefined;
  const stamp = match[2] ?? "";
  const start = Date.parse(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
  );
  return listInstances(calendar, series, { from: start, to: start + 1 }, true).find((event) => event.id === id);
}
