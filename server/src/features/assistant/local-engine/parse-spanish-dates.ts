import type { ParsedComponents, ParsedResult } from "chrono-node";
import type { DateRange } from "../../../integrations/app-tool";
import { createSpanishChrono } from "./create-spanish-chrono";
import { foldCharacters } from "./normalize-text";
import { formatZonedIso, instantFromWallTime, readWallTime, type WallTime } from "./zoned-time";

/**
 * Which way a bare 'el jueves' points: a search looks back ('correos del jueves' is the last one), a due date looks
 * ahead ('para el jueves' is the next one).
 */
export type DateDirection = "past" | "future";

export type SpanishDates = {
  /** For searches and filters: the whole day, week or month named, or from/to an instant. */
  dateRange?: DateRange;
  /** For creates: the instant named, or the start of the day named. */
  dueDate?: string;
  /** Where the date words sit in the text, so they are not read again as names or keywords. */
  spans: { start: number; end: number }[];
};

const spanishChrono = createSpanishChrono();

type DayOrInstant = { from: Date; to: Date; hasTime: boolean };

/** Turns chrono's components (a wall time in the user's zone) into instants, bare weekdays resolved by direction. */
function resolveComponents(
  components: ParsedComponents,
  wallNow: WallTime,
  direction: DateDirection,
  timeZone: string,
): DayOrInstant {
  let { year, month, day } = {
    year: components.get("year") ?? wallNow.year,
    month: components.get("month") ?? wallNow.month,
    day: components.get("day") ?? wallNow.day,
  };
  const weekday = components.get("weekday");
  if (weekday !== null && components.isCertain("weekday") && !components.isCertain("day")) {
    const today = new Date(Date.UTC(wallNow.year, wallNow.month - 1, wallNow.day)).getUTCDay();
    const shift = direction === "past" ? -(((today - weekday + 6) % 7) + 1) : ((weekday - today + 6) % 7) + 1;
    ({ year, month, day } = { year: wallNow.year, month: wallNow.month, day: wallNow.day + shift });
  } else if (!components.isCertain("year") && components.isCertain("month")) {
    // A month alone ('en noviembre') still to come or under way is this year's until its last day has passed.
    const candidate = components.isCertain("day")
      ? Date.UTC(wallNow.year, month - 1, day)
      : Date.UTC(wallNow.year, direction === "future" ? month : month - 1, direction === "future" ? 0 : 1);
    const today = Date.UTC(wallNow.year, wallNow.month - 1, wallNow.day);
    year = wallNow.year;
    if (direction === "past" && candidate > today) year = wallNow.year - 1;
    if (direction === "future" && candidate < today) year = wallNow.year + 1;
  }
  const hasTime = components.isCertain("hour");
  if (hasTime && !components.isCertain("day") && !components.isCertain("weekday")) {
    // 'a las 9 de la noche' alone means today; chrono may already have pushed it to tomorrow before the refiner.
    ({ year, month, day } = { year: wallNow.year, month: wallNow.month, day: wallNow.day });
    const wallHour = components.get("hour") ?? 0;
    const passed = wallHour * 60 + (components.get("minute") ?? 0) < wallNow.hour * 60 + wallNow.minute;
    if (direction === "future" && passed) day += 1;
  }
  if (components.isCertain("month") && !components.isCertain("day") && !components.isCertain("weekday") && !hasTime) {
    // 'facturas de octubre': the whole month, not its first day.
    const from = instantFromWallTime({ year, month, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const to = instantFromWallTime({ year, month, day: lastDay, hour: 23, minute: 59, second: 59 }, timeZone);
    return { from, to, hasTime };
  }
  const hour = hasTime ? (components.get("hour") ?? 0) : 0;
  const minute = hasTime ? (components.get("minute") ?? 0) : 0;
  const second = hasTime ? (components.get("second") ?? 0) : 0;
  const from = instantFromWallTime({ year, month, day, hour, minute, second }, timeZone);
  const to = hasTime ? from : instantFromWallTime({ year, month, day, hour: 23, minute: 59, second: 59 }, timeZone);
  return { from, to, hasTime };
}

/** 'de 9 a 11', 'de 10:30 a 12', 'de las 4 a las 6': a span of hours, which chrono reads as its first hour alone. */
const HOUR_SPAN = /\bde (?:las? )?(\d{1,2})(?::(\d{2}))? a (?:las? )?(\d{1,2})(?::(\d{2}))?\b/;

/**
 * 'bloquéame el jueves de 9 a 11': the end of a span of hours whose first hour is the start read, on the same day;
 * undefined when no such span is said or it would not end after its start.
 */
function readSpanEnd(folded: string, start: Date, timeZone: string): Date | undefined {
  const span = HOUR_SPAN.exec(folded);
  if (!span) return undefined;
  const wall = readWallTime(start, timeZone);
  const [firstHour, firstMinute, lastHour, lastMinute] = span.slice(1).map((part) => Number(part ?? 0));
  if (firstHour === undefined || lastHour === undefined || wall.hour % 12 !== firstHour % 12) return undefined;
  if (wall.minute !== (firstMinute ?? 0)) return undefined;
  // 'de 11 a 1': an end before the start is the same hour after midday.
  const hour = lastHour + (lastHour <= firstHour || (wall.hour >= 12 && lastHour < 12) ? 12 : 0);
  const end = instantFromWallTime({ ...wall, hour: hour % 24, minute: lastMinute ?? 0, second: 0 }, timeZone);
  return end > start ? end : undefined;
}

/**
 * 'el jueves que viene bloquéame de 9 a 11', 'mañana llámame a las 5': a day, and an hour said after the verb with
 * nothing else between, are one instant; undefined when the day has its hour already or the second date has a day.
 */
function readHourOfDay(
  day: DayOrInstant,
  first: ParsedResult,
  second: ParsedResult,
  folded: string,
  timeZone: string,
): DayOrInstant | undefined {
  const hour = second.start;
  if (day.hasTime || first.end || !hour.isCertain("hour") || hour.isCertain("day") || hour.isCertain("weekday"))
    return undefined;
  const between = folded.slice(first.index + first.text.length, second.index).trim();
  if (!/^\p{L}+$/u.test(between)) return undefined;
  const wall = readWallTime(day.from, timeZone);
  const at = { ...wall, hour: hour.get("hour") ?? 0, minute: hour.get("minute") ?? 0, second: 0 };
  const from = instantFromWallTime(at, timeZone);
  return { from, to: from, hasTime: true };
}

/** The hours a part of the day spans, as people plan it: the morning until lunch, the afternoon until eight. */
const PARTS_OF_DAY: Record<string, { from: number; to: number }> = {
  manana: { from: 8, to: 14 },
  tarde: { from: 14, to: 20 },
  noche: { from: 20, to: 24 },
};

/** A wall-clock copy of `now` in the machine's local fields, which is what chrono computes with. */
function toChronoReference(wallNow: WallTime): Date {
  return new Date(wallNow.year, wallNow.month - 1, wallNow.day, wallNow.hour, wallNow.minute, wallNow.second);
}

/**
 * Reads the Spanish dates of a request in the user's zone: 'ayer' is yesterday 00:00–23:59:59, 'esta semana' Monday
 * to now when looking back, 'desde el lunes' an open range, 'mañana a las 5 de la tarde' a due instant.
 */
export function parseSpanishDates(
  text: string,
  options: { now: Date; timeZone: string; direction: DateDirection },
): SpanishDates {
  // 'el jueves por la tarde a las 5' is 'a las 5 de la tarde' to chrono, which otherwise takes the afternoon's own hour;
  // the words are moved, not changed in length, so the spans still point into the text.
  const folded = foldCharacters(text).replace(
    /\bpor la (manana|tarde|noche) a las (\d{1,2}(?::\d\d)?)\b/g,
    (_said, part: string, hour: string) => `a las ${hour} de la ${part} `,
  );
  const wallNow = readWallTime(options.now, options.timeZone);
  const results = spanishChrono.parse(folded, toChronoReference(wallNow), {
    forwardDate: options.direction === "future",
  });
  // A month alone ('Retrospectiva de noviembre') is usually part of a title; it is a date after 'en', 'para'…
  const dated = results.filter((result) => {
    // 'ahora mismo' adds nothing to a search, and 'las 2 presentaciones' is a count, not two o'clock.
    if (/^(ahora|ahora mismo|ya)$/.test(result.text.trim())) return false;
    if (/^(?:las?\s+)?\d{1,2}$/.test(result.text.trim())) return false;
    // An hour alone in digits is read apart ('muévela a las 9 y media' keeps the meeting's day), as 'a las 9' is.
    if (/^a\s+las?\s+\d{1,2}\s+(?:y|menos)\s+(?:media|cuarto)$/.test(result.text.trim())) return false;
    const monthOnly = result.start.isCertain("month") && !result.start.isCertain("day") && !result.end;
    return (
      !monthOnly ||
      /(?:en|para|durante|desde|hasta|mes\s+de|(?:principios|mediados|finales)\s+de)\s+$/.test(
        folded.slice(0, result.index),
      )
    );
  });
  const first = dated[0];
  if (!first) return { spans: [] };
  const spans = dated.map((result) => ({ start: result.index, end: result.index + result.text.length }));
  const before = folded.slice(0, first.index);
  const second = dated[1];
  const day = resolveComponents(first.start, wallNow, options.direction, options.timeZone);
  const start = (second && readHourOfDay(day, first, second, folded, options.timeZone)) ?? day;
  const end = first.end ? resolveComponents(first.end, wallNow, options.direction, options.timeZone) : undefined;
  const joined =
    second && /^\s*(?:y|o|al|a|hasta(?:\s+el)?)\s*$/.test(folded.slice(first.index + first.text.length, second.index));
  const until = end ?? (joined ? resolveComponents(second.start, wallNow, options.direction, options.timeZone) : start);

  let from: Date | undefined = start.from;
  let to: Date | undefined = start.hasTime && !end && !joined ? undefined : until.to;
  if (/(?:desde|a\s+partir\s+de)\s+(?:el\s+|la\s+|los\s+|las\s+)?$/.test(before)) to = undefined;
  if (/hasta\s+(?:el\s+|la\s+)?$/.test(before)) {
    from = undefined;
    to = until.to;
  }
  if (options.direction === "past" && to && to > options.now && from && from <= options.now) to = options.now;
  if (start.hasTime && !end && !joined && to === undefined && !/desde|partir/.test(before)) {
    to = readSpanEnd(folded, start.from, options.timeZone) ?? new Date(start.from.getTime() + 3_600_000);
  }

  // 'el jueves por la tarde': with no hour said, a part of the day is all of it, not the hour chrono gives it. 'esta
  // tarde' is today's, even once its first hour has gone by (chrono, looking ahead, would make it tomorrow's).
  const part = /\b(por la|esta) (manana|tarde|noche)\b/.exec(first.text);
  const partOfDay = PARTS_OF_DAY[part?.[2] ?? ""];
  if (partOfDay && !end && !joined && !/\d/.test(first.text) && !/\b(?:a|sobre|hacia)\s+las?\s+\d/.test(folded)) {
    const day = part?.[1] === "esta" ? wallNow : readWallTime(start.from, options.timeZone);
    const at = (hour: number) => instantFromWallTime({ ...day, hour, minute: 0, second: 0 }, options.timeZone);
    from = at(partOfDay.from);
    to = new Date(at(partOfDay.to).getTime() - 1_000);
  }

  const dateRange: DateRange = {};
  if (from) dateRange.from = formatZonedIso(from, options.timeZone);
  if (to) dateRange.to = formatZonedIso(to, options.timeZone);
  return { dateRange, dueDate: formatZonedIso(start.from, options.timeZone), spans };
}
