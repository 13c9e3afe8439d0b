import { createRequire } from "node:module";
import type { Options } from "rrule";
import { formatCalendarDateTime } from "../demo-data/google-calendar-data";
import {
  type GraphEvent,
  type GraphPatternType,
  type GraphRecurrence,
  type GraphWeekIndex,
  readGraphZone,
} from "../demo-data/microsoft-calendar-data";

// rrule's ES build is not marked as a module for Node, which loads its CommonJS build with no named exports.
const { RRule } = createRequire(import.meta.url)("rrule") as typeof import("rrule");

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Graph's own 'no end' for a range that has none. */
const NO_END_DAY = "0001-01-01";
/** How far a series with no end is expanded: a year of a weekly or a monthly meeting is plenty for a demo. */
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

const PATTERN_TYPES: readonly GraphPatternType[] = [
  "daily",
  "weekly",
  "absoluteMonthly",
  "relativeMonthly",
  "absoluteYearly",
  "relativeYearly",
];
/** Graph's `weekIndex`, as rrule's BYSETPOS: the first … fourth such day of the month, or its last. */
const WEEK_INDEXES: Record<GraphWeekIndex, number> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 };

const readWholeNumber = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

/**
 * A write's `recurrence` as Graph takes it, any of its six patterns with the fields each needs (the days of the week
 * for weekly and relative ones, the day of the month for absolute ones, the month for yearly ones); undefined when it
 * cannot be read. The fields a pattern has no use for are answered as Graph does, 0 or 'first'; a range with no zone
 * is in the event's (`eventZone`).
 */
export function readGraphRecurrence(value: unknown, eventZone: string): GraphRecurrence | undefined {
  const written = value as { pattern?: Record<string, unknown>; range?: Record<string, unknown> } | undefined;
  const pattern = written?.pattern;
  const range = written?.range;
  if (!pattern || !range) return undefined;
  const type = PATTERN_TYPES.find((candidate) => candidate === pattern.type);
  if (!type) return undefined;
  const interval = typeof pattern.interval === "number" && pattern.interval >= 1 ? Math.floor(pattern.interval) : 1;
  const daysOfWeek = Array.isArray(pattern.daysOfWeek)
    ? pattern.daysOfWeek.filter((day): day is string => typeof day === "string" && day.toLowerCase() in WEEKDAY_CODES)
    : [];
  const byWeekday = type === "weekly" || type === "relativeMonthly" || type === "relativeYearly";
  if (byWeekday && daysOfWeek.length === 0) return undefined;
  const absolute = type === "absoluteMonthly" || type === "absoluteYearly";
  const dayOfMonth = readWholeNumber(pattern.dayOfMonth, 1, 31);
  if (absolute && dayOfMonth === undefined) return undefined;
  const yearly = type === "absoluteYearly" || type === "relativeYearly";
  const month = readWholeNumber(pattern.month, 1, 12);
  if (yearly && month === undefined) return undefined;
  const index = pattern.index === undefined ? "first" : (pattern.index as GraphWeekIndex);
  if (!(index in WEEK_INDEXES)) return undefined;
  if (range.type !== "endDate" && range.type !== "noEnd" && range.type !== "numbered") return undefined;
  if (typeof range.startDate !== "string" || !DAY_PATTERN.test(range.startDate)) return undefined;
  const endDate = typeof range.endDate === "string" && DAY_PATTERN.test(range.endDate) ? range.endDate : NO_END_DAY;
  if (range.type === "endDate" && (endDate === NO_END_DAY || endDate < range.startDate)) return undefined;
  const count = typeof range.numberOfOccurrences === "number" ? Math.floor(range.numberOfOccurrences) : 0;
  if (range.type === "numbered" && count < 1) return undefined;
  const firstDayOfWeek = typeof pattern.firstDayOfWeek === "string" ? pattern.firstDayOfWeek.toLowerCase() : "sunday";
  return {
    pattern: {
      type,
      interval,
      month: yearly ? (month ?? 0) : 0,
      dayOfMonth: absolute ? (dayOfMonth ?? 0) : 0,
      daysOfWeek: byWeekday ? daysOfWeek.map((day) => day.toLowerCase()) : [],
      firstDayOfWeek: firstDayOfWeek in WEEKDAY_CODES ? firstDayOfWeek : "sunday",
      index,
    },
    range: {
      type: range.type,
      startDate: range.startDate,
      endDate: range.type === "endDate" ? endDate : NO_END_DAY,
      numberOfOccurrences: range.type === "numbered" ? count : 0,
      recurrenceTimeZone: typeof range.recurrenceTimeZone === "string" ? range.recurrenceTimeZone : eventZone,
    },
  };
}

/**
 * rrule's reading of a Graph pattern. An absolute day past a month's end (the 31st in April, the 29th of February in
 * most years) falls on that month's last day, as Outlook places it: the last of the days from the 28th to it.
 */
function toRuleOptions(pattern: GraphRecurrence["pattern"]): Partial<Options> {
  const weekdays = pattern.daysOfWeek.map((day) => WEEKDAY_CODES[day] ?? 0);
  const onDay =
    pattern.dayOfMonth <= 28
      ? { bymonthday: [pattern.dayOfMonth] }
      : {
          bymonthday: Array.from({ length: pattern.dayOfMonth - 27 }, (_day, offset) => 28 + offset),
          bysetpos: [-1],
        };
  const onWeekday = { byweekday: weekdays, bysetpos: [WEEK_INDEXES[pattern.index]] };
  const options: Record<GraphPatternType, Partial<Options>> = {
    daily: { freq: RRule.DAILY },
    weekly: {
      freq: RRule.WEEKLY,
      byweekday: weekdays,
      wkst: WEEKDAY_CODES[pattern.firstDayOfWeek] ?? RRule.SU.weekday,
    },
    absoluteMonthly: { freq: RRule.MONTHLY, ...onDay },
    relativeMonthly: { freq: RRule.MONTHLY, ...onWeekday },
    absoluteYearly: { freq: RRule.YEARLY, bymonth: [pattern.month], ...onDay },
    relativeYearly: { freq: RRule.YEARLY, bymonth: [pattern.month], ...onWeekday },
  };
  return { ...options[pattern.type], interval: pattern.interval };
}

/** The wall time an instant has in a zone: '09:00'. */
function readWallTime(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(instant),
  );
}

/** The zone a series is read in: its range's, where Graph keeps the days its pattern and range are counted in. */
export function readSeriesZone(recurrence: GraphRecurrence): string {
  return readGraphZone(recurrence.range.recurrenceTimeZone);
}

/**
 * The starts of a series' sessions, as Graph expands its pattern over its range: the days come from rrule over wall
 * dates (written as UTC), each then placed at the master's wall time in the zone its start was written in, so a
 * session keeps its hour across a clock change there (a series written in UTC keeps the UTC hour).
 */
export function expandGraphRecurrence(
  recurrence: GraphRecurrence,
  master: { start: number; timeZone: string },
): number[] {
  const { pattern, range } = recurrence;
  const first = new Date(`${range.startDate}T00:00:00Z`);
  // A yearly series with no end shows a few years, as one year of it would be a single session.
  const openDays = pattern.type.endsWith("Yearly") ? 5 * OPEN_END_DAYS : OPEN_END_DAYS;
  const rule = new RRule({
    ...toRuleOptions(pattern),
    dtstart: first,
    ...(range.type === "numbered" ? { count: range.numberOfOccurrences } : {}),
    ...(range.type === "endDate" ? { until: new Date(`${range.endDate}T23:59:59Z`) } : {}),
    ...(range.type === "noEnd" ? { until: new Date(first.getTime() + openDays * 86_400_000) } : {}),
  });
  const zone = readGraphZone(master.timeZone);
  const time = readWallTime(master.start, zone);
  return rule.all().map((day) => Date.parse(formatCalendarDateTime(day.toISOString().slice(0, 10), time, zone)));
}

/** A session's day in its series' zone, which the range's start and end days and its occurrenceId are in. */
export function readSessionDay(
  event: Pick<GraphEvent, "start">,
  instant: (time: GraphEvent["start"]) => number,
  zone: string,
) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(instant(event.start)));
}
