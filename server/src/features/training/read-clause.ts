import { foldCharacters } from "../assistant/local-engine/normalize-text";
import { parseSpanishDates } from "../assistant/local-engine/parse-spanish-dates";
import { type ClockTime, readClockTimes } from "./read-clock-times";

export type Span = { start: number; end: number };

/** One statement of a training message, with the day, times and repetition it names. */
export type Clause = {
  /** As written, trimmed: names keep their capitals. */
  text: string;
  /** Lowercase without accents, with the same offsets as `text`. */
  folded: string;
  /** The day named (YYYY-MM-DD, in the person's zone), if any. */
  fecha: string | null;
  times: ClockTime[];
  /** 'los viernes', 'de lunes a viernes': a habit rather than one day. */
  recurrence: string | undefined;
  /** Where the day, time and repetition words sit, so descriptions leave them out. */
  spans: Span[];
};

export type ClauseOptions = { now: Date; timeZone: string };

const WEEKDAY = "(?:lunes|martes|miercoles|jueves|viernes|sabados?|domingos?)";
const RECURRENCE = new RegExp(
  `(?<![a-z])(?:de\\s+lunes\\s+a\\s+(?:martes|miercoles|jueves|viernes|sabado|domingo)|cada\\s+(?:\\d+|dos|tres|cuatro|quince)\\s+(?:dias|semanas|meses)|entre\\s+semana|todos\\s+los\\s+dias(?:\\s+laborables)?|a\\s+diario|cada\\s+(?:dia|semana|mes|manana|tarde|${WEEKDAY})|(?:todos\\s+)?los\\s+${WEEKDAY}(?:\\s*(?:,|y)\\s*(?:los\\s+)?${WEEKDAY})*|(?:todos\\s+)?los\\s+fines\\s+de\\s+semana|todas\\s+las\\s+(?:mananas|tardes|noches|semanas))(?![a-z])`,
);
/** 'por la mañana' is a part of the day, not tomorrow ('mañana'), which is what chrono would read. */
const PART_OF_DAY = /(?<![a-z])(?:por|de|en|a)\s+(?:la|las)\s+(?:mananas?|tardes?|noches?|madrugadas?)(?![a-z])/g;
/** A bare 'el lunes' points ahead, unless the verb says it already happened. */
const PAST_TENSE =
  /(?<![a-z])(?:tuve|tuvimos|fue|fueron|hubo|estuve|estuvimos|me reuni|nos reunimos ayer|hable|envie|termine|acabe|hice|hicimos)(?![a-z])/;

function maskSpans(text: string, spans: readonly Span[]): string {
  let masked = text;
  for (const span of spans) {
    masked = masked.slice(0, span.start) + " ".repeat(span.end - span.start) + masked.slice(span.end);
  }
  return masked;
}

/** Reads a statement's days through the assistant's Spanish chrono, once the times of day are out of its way. */
export function readClause(text: string, options: ClauseOptions): Clause {
  const folded = foldCharacters(text);
  const times = readClockTimes(folded);
  const partsOfDay = [...folded.matchAll(PART_OF_DAY)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const timeSpans = [...times, ...partsOfDay];
  const dates = parseSpanishDates(maskSpans(text, timeSpans), {
    now: options.now,
    timeZone: options.timeZone,
    direction: PAST_TENSE.test(folded) ? "past" : "future",
  });
  const recurrence = RECURRENCE.exec(folded);
  const recurrenceSpans = recurrence ? [{ start: recurrence.index, end: recurrence.index + recurrence[0].length }] : [];
  return {
    text,
    folded,
    fecha: dates.dueDate?.slice(0, 10) ?? null,
    times,
    recurrence: recurrence ? text.slice(recurrence.index, recurrence.index + recurrence[0].length) : undefined,
    spans: [...dates.spans, ...timeSpans, ...recurrenceSpans].map(({ start, end }) => ({ start, end })),
  };
}
