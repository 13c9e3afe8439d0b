import type { Parser } from "chrono-node";
import { parseSpanishNumber, SPANISH_NUMBER_PATTERN } from "./parse-spanish-number";

const START = "(?<![a-z0-9])";
const END = "(?![a-z0-9])";

type Day = { year: number; month: number; day: number };

function toDay(date: Date): Day {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

function endOf(day: Day): Day & { hour: number; minute: number; second: number } {
  return { ...day, hour: 23, minute: 59, second: 59 };
}

/** 'fin de mes', 'finales de mes', 'final del mes': this month's last day, the day things are due by. */
export const endOfMonthParser: Parser = {
  pattern: () => new RegExp(`${START}(?:el\\s+)?(?:fin|final|finales)\\s+de(?:l)?\\s+mes${END}`),
  extract: (context, match) => {
    const reference = context.refDate;
    const last = toDay(new Date(reference.getFullYear(), reference.getMonth() + 1, 0));
    return context.createParsingResult(match.index ?? 0, match[0], last, endOf(last));
  },
};

/** 'los próximos 10 días', 'las próximas dos semanas': from today to the end of the last of them. */
export const comingDaysParser: Parser = {
  pattern: () =>
    new RegExp(
      `${START}(?:(?:en|durante)\\s+)?(?:los|las)\\s+(?:proxim[oa]s|siguientes)\\s+(${SPANISH_NUMBER_PATTERN})\\s+(dias|semanas)${END}`,
    ),
  extract: (context, match) => {
    const amount = parseSpanishNumber(match[1] ?? "");
    if (!amount) return null;
    const days = match[2] === "semanas" ? amount * 7 : amount;
    const reference = context.refDate;
    const today = toDay(reference);
    const last = toDay(new Date(reference.getFullYear(), reference.getMonth(), reference.getDate() + days));
    return context.createParsingResult(
      match.index ?? 0,
      match[0],
      { ...today, hour: 0, minute: 0, second: 0 },
      endOf(last),
    );
  },
};

/** 'mañana o pasado': the day after tomorrow, said without 'mañana' once 'mañana' was just said. */
export const orTheDayAfterParser: Parser = {
  pattern: () => new RegExp(`(?<=manana\\s+o\\s+)pasado${END}(?!\\s+manana)`),
  extract: (context) => {
    const reference = context.refDate;
    return toDay(new Date(reference.getFullYear(), reference.getMonth(), reference.getDate() + 2));
  },
};
