import { createRequire } from "node:module";
import { CALENDAR_TIME_ZONE, formatCalendarDateTime } from "../demo-data/google-calendar-data";
import type { GraphEvent, GraphRecurrence } from "../demo-data/microsoft-calendar-data";

// rrule's ES build is not marked as a module for Node, which loads its CommonJS build with no named exports.
const { RRule } = createRequire(import.meta.url)("rrule") as typeof import("rrule");

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Graph's own 'no end' for a range that has none. */
const NO_END_DAY = "0001-01-01";
/** How far a series with no end is expanded: a year of a weekly meeting is plenty for a demo. */
const OPEN_END_DAYS = 365;
const WEEKDAY_CODES: Record<string, number> = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};

/** A write's `recurrence` as Graph takes it, for the daily and weekly patterns; undefined when it cannot be read. */
export function readGraphRecurrence(value: unknown): GraphRecurrence | undefined {
  const written = value as { pattern?: Record<string, unknown>; range?: Record<string, unknown> } | undefined;
  const pattern = written?.pattern;
  const range = written?.range;
  if (!pattern || !range) return undefined;
  if (pattern.type !== "daily" && pattern.type !== "weekly") return undefined;
  const interval = typeof pattern.interval === "number" && pattern.interval >= 1 ? Math.floor(pattern.interval) : 1;
  const daysOfWeek = Array.isArray(pattern.daysOfWeek)
    ? pattern.daysOfWeek.filter((day): day is string => typeof day === "string" && day.toLowerCase() in WEEKDAY_CODES)
    : [];
  if (pattern.type === "weekly" && daysOfWeek.length === 0) return undefined;
  if (range.type !== "endDate" && range.type !== "noEnd" && range.type !== "numbered") return undefined;
  if (typeof range.startDate !== "string" || !DAY_PATTERN.test(range.startDate)) return undefined;
  const endDate = typeof range.endDate === "string" && DAY_PATTERN.test(range.endDate) ? range.endDate : NO_END_DAY;
  if (range.type === "endDate" && (endDate === NO_END_DAY || endDate < range.startDate)) return undefined;
  const count = typeof range.numberOfOccurrences === "number" ? Math.floor(range.numberOfOccurrences) : 0;
  if (range.type === "numbered" && count < 1) return undefined;
  return {
    pattern: {
      type: pattern.type,
      interval,
      daysOfWeek: daysOfWeek.map((day) => day.toLowerCase()),
      firstDayOfWeek: "monday",
    },
    range: {
      type: range.type,
      startDate: range.startDate,
      endDate: range.type === "endDate" ? endDate : NO_END_DAY,
      numberOfOccurrences: range.type === "numbered" ? count : 0,
      recurrenceTimeZone: typeof range.recurrenceTimeZone === "string" ? range.recurrenceTimeZone : "UTC",
    },
  };
}

/** The wall time an instant has in Madrid, where the demo person's series are read: '09:00'. */
function readWallTime(instant: number): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: CALENDAR_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(instant));
}

/**
 * The starts of a series' sessions, as Graph expands its pattern over its range: the days come from rrule over wall
 * dates (written as UTC), each then placed at the master's wall time in Madrid, so a session keeps its hour across a
 * clock change.
 */
export function expandGraphRecurrence(recurrence: GraphRecurrence, masterStart: number): number[] {
  const { pattern, range } = recurrence;
  const first = new Date(`${range.startDate}T00:00:00Z`);
  const rule = new RRule({
    freq: pattern.type === "daily" ? RRule.DAILY : RRule.WEEKLY,
    interval: pattern.interval,
    dtstart: first,
    ...(pattern.type === "weekly"
      ? { byweekday: pattern.daysOfWeek.map((day) => WEEKDAY_CODES[day] ?? 0), wkst: RRule.MO }
      : {}),
    ...(range.type === "numbered" ? { count: range.numberOfOccurrences } : {}),
    ...(range.type === "endDate" ? { until: new Date(`${range.endDate}T23:59:59Z`) } : {}),
    ...(range.type === "noEnd" ? { until: new Date(first.getTime() + OPEN_END_DAYS * 86_400_000) } : {}),
  });
  const time = readWallTime(masterStart);
  return rule.all().map((day) => Date.parse(formatCalendarDateTime(day.toISOString().slice(0, 10), time)));
}

/** A session's day in Madrid, which a range's start and end days are compared with. */
export function readSessionDay(event: Pick<GraphEvent, "start">, instant: (time: GraphEvent["start"]) => number) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: CALENDAR_TIME_ZONE }).format(new Date(instant(event.start)));
}
