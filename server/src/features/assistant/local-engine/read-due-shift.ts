import type { ListedItem, ParsedRequest } from "../../../integrations/app-tool";
import { parseSpanishNumber, SPANISH_NUMBER_PATTERN } from "./parse-spanish-number";
import { formatZonedIso, instantFromWallTime, readWallTime } from "./zoned-time";

/** An amount of days or weeks: 'una semana', 'dos días', 'un par de días', '3 semanas más'. */
const AMOUNT = new RegExp(`\\b(un par de|${SPANISH_NUMBER_PATTERN})\\s+(dias?|semanas?)\\b`);
/** Words before the amount that count it from today: 'dentro de una semana', 'en dos días', 'para dentro de…'. */
const FROM_TODAY = /\b(?:de|en|para|hasta|a|hace)\s*$/;
const BRINGS_FORWARD = /\badelant/;

/**
 * 'retrasa una semana…', 'aplázala un par de días', 'adelanta dos días…': the days a reschedule's words move a thing
 * by from its own due day; undefined when they name a day instead ('pásala a dentro de una semana').
 */
export function readDueShift(normalized: string): number | undefined {
  const match = AMOUNT.exec(normalized);
  if (!match || FROM_TODAY.test(normalized.slice(0, match.index))) return undefined;
  const amount = match[1] === "un par de" ? 2 : parseSpanishNumber(match[1] ?? "");
  if (amount === undefined) return undefined;
  const days = match[2]?.startsWith("semana") ? amount * 7 : amount;
  return BRINGS_FORWARD.test(normalized) ? -days : days;
}

/**
 * The request with its new due day counted from the found thing's own due day, at the start of that day in the
 * person's zone; unchanged when nothing moves by an amount or the thing has no due day.
 */
export function shiftDueFromItem(request: ParsedRequest, item: ListedItem, timeZone: string): ParsedRequest {
  if (request.dueShiftDays === undefined || !item.due) return request;
  const due = /^\d{4}-\d{2}-\d{2}$/.test(item.due)
    ? { year: Number(item.due.slice(0, 4)), month: Number(item.due.slice(5, 7)), day: Number(item.due.slice(8, 10)) }
    : readWallTime(new Date(item.due), timeZone);
  const moved = { ...due, day: due.day + request.dueShiftDays, hour: 0, minute: 0, second: 0 };
  return { ...request, dueDate: formatZonedIso(instantFromWallTime(moved, timeZone), timeZone) };
}
