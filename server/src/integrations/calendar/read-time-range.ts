import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { DAY_MS } from "../../time-spans";
import { startOfLocalDay } from "../to-local-day";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** With no end, an agenda shows the week ahead. */
const DEFAULT_SPAN_MS = 7 * DAY_MS;

/** An instant as RFC 3339 with its offset ('2026-11-26T10:00:00+01:00'), the only form Calendar takes without a zone. */
export const EventInstantSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, {
    message: "Fecha y hora ISO 8601 con desfase horario, p. ej. 2026-11-26T10:00:00+01:00",
  });

/** A day ('2026-11-26', the whole day in the person's zone) or an instant with offset. */
export const DayOrInstantSchema = z
  .string()
  .trim()
  .refine((value) => DAY_PATTERN.test(value) || EventInstantSchema.safeParse(value).success, {
    message: "Un día 'YYYY-MM-DD' o una fecha y hora ISO 8601 con desfase horario",
  });

function readBound(value: string, timeZone: string, edge: "start" | "end"): number {
  if (!DAY_PATTERN.test(value)) return Date.parse(value);
  const start = startOfLocalDay(value, timeZone);
  if (edge === "start") return start;
  // The end of a named day is the start of the next one, which a DST change may put 23 or 25 hours later.
  const next = new Date(start + DAY_MS + 12 * 3_600_000).toISOString().slice(0, 10);
  return startOfLocalDay(next, timeZone);
}

/**
 * The instants an agenda covers: from the start given (or now) to the end given (or a week later); a bare day as an
 * end includes that whole day in the person's zone.
 */
export function readTimeRange(
  range: { from?: string; to?: string },
  context: { now: Date; timeZone: string },
): { timeMin: string; timeMax: string } {
  const timeMin = range.from ? readBound(range.from, context.timeZone, "start") : context.now.getTime();
  const timeMax = range.to ? readBound(range.to, context.timeZone, "end") : timeMin + DEFAULT_SPAN_MS;
  if (!(timeMax > timeMin)) {
    throw new AppError("BAD_REQUEST", { message: "El final del periodo tiene que ir después de su comienzo." });
  }
  return { timeMin: new Date(timeMin).toISOString(), timeMax: new Date(timeMax).toISOString() };
}
