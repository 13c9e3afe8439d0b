import { createRequire } from "node:module";
import type { Options, RRule as RRuleType, Weekday } from "rrule";
import { DAY_MS } from "../../time-spans";
import { readLocalInstant, readZoneOffsetMs } from "../to-local-day";

let rrule: typeof import("rrule") | undefined;

/**
 * rrule at its first use: only changing a recurring series needs it, so a start does not load it (decision 56). Its ES
 * build is not marked as a module for Node, which loads its CommonJS build with no named exports.
 */
function loadRrule(): typeof import("rrule") {
  rrule ??= createRequire(import.meta.url)("rrule") as typeof import("rrule");
  return rrule;
}

const SECOND_MS = 1000;

/** The two halves of a series split at one session: the old rule ending before it, the new one starting with it. */
export type SplitRecurrence = { before: string[]; after: string[] };

function readRule(recurrence: readonly string[]): RRuleType | undefined {
  const line = recurrence.find((entry) => entry.startsWith("RRULE:"));
  if (!line) return undefined;
  return loadRrule().rrulestr(line) as RRuleType;
}

/**
 * An instant as the wall time it shows in `timeZone`, written as a UTC date: Calendar reads a rule's BYDAY in the
 * series' zone, and rrule reads weekdays in UTC, so a Tuesday at 00:30 in Madrid must not count as a Monday.
 */
function toWallDate(instant: number, timeZone: string): Date {
  return new Date(instant + readZoneOffsetMs(instant, timeZone));
}

/** An RRULE line from rrule's options, without the DTSTART that Calendar keeps in the event's own start. */
function writeRule(options: Partial<Options>): string {
  const { dtstart: _start, tzid: _zone, ...rest } = options;
  return new (loadRrule().RRule)(rest).toString().replace(/^DTSTART[^\n]*\n/, "");
}

/** A weekday moved by whole days, as the weekdays of a series move when its session moves to another day. */
function shiftWeekday(day: Weekday | number | string, days: number): number {
  const index =
    typeof day === "number" ? day : typeof day === "string" ? loadRrule().RRule[day as "MO"].weekday : day.weekday;
  return (((index + days) % 7) + 7) % 7;
}

/**
 * Splits a series the way Google Calendar does for 'this and following': the original rule gets an UNTIL just before
 * the chosen session (its original start), and the new series repeats the same rule from that session on, with what is
 * left of a COUNT, and its weekdays moved by as many days as the session moved. Null when the chosen session is the
 * series' first, where there is nothing before to keep: the change is then the whole series'.
 */
export function splitRecurrence(
  recurrence: readonly string[],
  at: { seriesStart: string; sessionStart: string; dayShift: number; timeZone: string },
): SplitRecurrence | null {
  const rule = readRule(recurrence);
  if (!rule) return null;
  const options = rule.origOptions;
  const wall = (instant: number) => toWallDate(instant, at.timeZone);
  const sessionStart = new Date(at.sessionStart);
  const wallSession = wall(sessionStart.getTime());
  const wallRule = new (loadRrule().RRule)({
    ...options,
    dtstart: wall(Date.parse(at.seriesStart)),
    ...(options.until ? { until: wall(options.until.getTime()) } : {}),
  });
  const earlier = wallRule
    .between(wall(Date.parse(at.seriesStart)), wallSession, true)
    .filter((date) => date < wallSession);
  if (earlier.length === 0) return null;
  const others = recurrence.filter((entry) => !entry.startsWith("RRULE:"));
  const until = new Date(sessionStart.getTime() - SECOND_MS);
  const { count, ...open } = options;
  const before = writeRule({ ...open, until });
  const byweekday = options.byweekday;
  const weekdays =
    byweekday === undefined || byweekday === null || at.dayShift % 7 === 0
      ? {}
      : {
          byweekday: (Array.isArray(byweekday) ? byweekday : [byweekday]).map((day) => shiftWeekday(day, at.dayShift)),
        };
  const left = count ? { count: count - earlier.length } : {};
  const after = writeRule({ ...open, ...left, ...weekdays, ...(open.until ? { until: open.until } : {}) });
  // Exception dates before the split belong to the old series, the later ones to the new.
  const split = (keep: (date: number) => boolean) =>
    others.filter((entry) => !/^EXDATE/.test(entry) || keep(readExdate(entry, at.timeZone)));
  return {
    before: [...split((date) => date < sessionStart.getTime()), before],
    after: [...split((date) => date >= sessionStart.getTime()), after],
  };
}

/** The first instant of an EXDATE line: in UTC when it ends in Z, else the wall time in its TZID or the series' zone. */
function readExdate(line: string, seriesZone: string): number {
  const match = /(?:TZID=([^:;]+))?[^:]*:(\d{8})T(\d{2})(\d{2})(\d{2})(Z?)/.exec(line);
  if (!match) return 0;
  const [, zone, stamp = "", hour, minute, second, utc] = match;
  const day = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
  if (utc) return Date.parse(`${day}T${hour}:${minute}:${second}Z`) || 0;
  return readLocalInstant(day, `${hour}:${minute}`, zone ?? seriesZone) + Number(second) * SECOND_MS;
}

/** Whole days between two instants' calendar days, as a move from Monday to Wednesday is two. */
export function countDayShift(from: string, to: string, timeZone: string): number {
  const day = (instant: string) =>
    Date.parse(new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(instant)).slice(0, 10));
  return Math.round((day(to) - day(from)) / DAY_MS);
}
