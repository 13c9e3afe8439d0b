import { foldCharacters } from "../assistant/local-engine/normalize-text";
import { parseSpanishDates } from "../assistant/local-engine/parse-spanish-dates";
import { type ClockTime, readClockTimes } from "./read-clock-times";
import { SPANISH_MONTHS } from "./spanish-months";

export type Span = { start: number; end: number };

/** One statement of a training message, with the day, times and repetition it names. */
export type Clause = {
  /** As written, trimmed: names keep their capitals. */
  text: string;
  /** Lowercase without accents, with the same offsets as `text`. */
  folded: string;
  /** The day named (YYYY-MM-DD, in the person's zone), if any. */
  fecha: string | null;
  /** 'en enero', 'a finales de marzo': a month with no day, as words ('enero de 2027'); `fecha` is then a day in it. */
  month: string | undefined;
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

const MONTH_ONLY = new RegExp(
  `^(?:(?:a\\s+)?(?:principios|mediados|finales)\\s+de\\s+)?(?:${SPANISH_MONTHS.join("|")})(?:\\s+(?:de|del)\\s+\\d{4})?$`,
);
/** A month named as when something ends is a deadline: its last day, not its first. */
const ENDING =
  /(?<![a-z])(?:termin|acab|finaliz|venc|cierr|entreg|deadline)[a-z]*|(?<![a-z])(?:antes\s+de|hasta|como\s+tarde|a\s+finales\s+de)(?![a-z])/;

type MonthDay = Pick<Clause, "fecha" | "month">;

/** For a month with no day: the day that stands for it (first, 15th or last) and the month in words. */
function readMonthDay(folded: string, spanText: string, firstDay: string | undefined): MonthDay {
  if (!firstDay || !MONTH_ONLY.test(spanText.replace(/[^\p{L}\d\s]/gu, "").trim())) {
    return { fecha: firstDay ?? null, month: undefined };
  }
  const [year = 0, month = 1] = firstDay.split("-").map(Number);
  const monthWords = `${SPANISH_MONTHS[month - 1]} de ${year}`;
  const yearMonth = firstDay.slice(0, 8);
  if (ENDING.test(folded)) {
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { fecha: `${yearMonth}${lastDay}`, month: monthWords };
  }
  return { fecha: /mediados/.test(spanText) ? `${yearMonth}15` : firstDay, month: monthWords };
}

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
  const firstSpan = dates.spans[0];
  const monthDay = firstSpan
    ? readMonthDay(folded, folded.slice(firstSpan.start, firstSpan.end), dates.dueDate?.slice(0, 10))
    : { fecha: null, month: undefined };
  const recurrence = RECURRENCE.exec(folded);
  const recurrenceSpans = recurrence ? [{ start: recurrence.index, end: recurrence.index + recurrence[0].length }] : [];
  return {
    text,
    folded,
    fecha: monthDay.month ? monthDay.fecha : (dates.dueDate?.slice(0, 10) ?? null),
    month: monthDay.month,
    times,
    recurrence: recurrence ? text.slice(recurrence.index, recurrence.index + recurrence[0].length) : undefined,
    spans: [...dates.spans, ...timeSpans, ...recurrenceSpans].map(({ start, end }) => ({ start, end })),
  };
}
