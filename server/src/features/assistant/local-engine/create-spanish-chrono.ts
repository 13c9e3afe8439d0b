import type { Chrono, Parser, ParsingComponents, ParsingContext, ParsingResult, Refiner } from "chrono-node";
// Only the Spanish locale: the package's root loads every language's parsers, about 200 ms more at start.
import { casual } from "chrono-node/es";
import { comingDaysParser, endOfMonthParser, orTheDayAfterParser } from "./deadline-parsers";
import { parseSpanishNumber, SPANISH_NUMBER_PATTERN } from "./parse-spanish-number";

type Components = { year: number; month: number; day: number; hour?: number; minute?: number; second?: number };

const WEEKDAYS = ["domingo", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado"];
const START = "(?<![a-z0-9])";
const END = "(?![a-z0-9])";

/** The reference day shifted by `days`, as chrono components; the reference's clock reads the user's zone. */
function shiftDays(reference: Date, days: number, time?: { hour: number; minute?: number }): Components {
  const date = new Date(reference.getFullYear(), reference.getMonth(), reference.getDate() + days);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    ...(time ? { hour: time.hour, minute: time.minute ?? 0, second: 0 } : {}),
  };
}

function endOfDay(components: Components): Components {
  return { ...components, hour: 23, minute: 59, second: 59 };
}

/** Days from the reference to Monday of its week (Spanish weeks start on Monday). */
function daysSinceMonday(reference: Date): number {
  return (reference.getDay() + 6) % 7;
}

/** 'anteayer', 'antes de ayer'. */
const dayBeforeYesterday: Parser = {
  pattern: () => new RegExp(`${START}(?:anteayer|antier|antes\\s+de\\s+ayer)${END}`),
  extract: (context) => shiftDays(context.refDate, -2),
};

const pastTomorrow: Parser = {
  pattern: () => new RegExp(`${START}pasado\\s+mañana${END}|${START}pasado\\s+manana${END}`),
  extract: (context) => shiftDays(context.refDate, 2),
};

const UNIT_PATTERN = "(minutos?|horas?|dias?|semanas?|mes(?:es)?|anos?)";

/** Moves the reference by a counted unit, keeping the time only for hours and minutes. */
function shiftByUnit(reference: Date, amount: number, unit: string): Components {
  if (unit.startsWith("min") || unit.startsWith("hora")) {
    const minutes = unit.startsWith("min") ? amount : amount * 60;
    const date = new Date(reference.getTime() + minutes * 60_000);
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  if (unit.startsWith("semana")) return shiftDays(reference, amount * 7);
  if (unit.startsWith("mes") || unit.startsWith("ano")) {
    const months = unit.startsWith("mes") ? amount : amount * 12;
    const date = new Date(reference.getFullYear(), reference.getMonth() + months, reference.getDate());
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  }
  return shiftDays(reference, amount);
}

/** 'hace dos días', 'hace 3 semanas', 'hace una hora': chrono reads the bare quantity as a future date. */
const agoParser: Parser = {
  pattern: () => new RegExp(`${START}hace\\s+(${SPANISH_NUMBER_PATTERN}|un)\\s+${UNIT_PATTERN}${END}`),
  extract: (_context, match) => {
    const amount = match[1] === "un" ? 1 : (parseSpanishNumber(match[1] ?? "") ?? 1);
    return shiftByUnit(_context.refDate, -amount, match[2] ?? "dias");
  },
};

/** Days in a unit, for a span said roughly ('hace unos días', 'hace como una semana'). */
const UNIT_DAYS: Record<string, number> = { dia: 1, semana: 7, mes: 30, ano: 365 };

/**
 * 'hace como una semana', 'hace unos días', 'hace más o menos dos semanas': a time said roughly is a span of days
 * around it (half the time either side), ending yesterday at the latest; 'unos días' with no number is the last week.
 */
const roughlyAgoParser: Parser = {
  pattern: () =>
    new RegExp(
      `${START}hace\\s+(?:(?:como|mas\\s+o\\s+menos|aproximadamente|cosa\\s+de|alrededor\\s+de|unos|unas)\\s+)+(?:(${SPANISH_NUMBER_PATTERN}|un)\\s+)?(dias?|semanas?|mes(?:es)?|anos?)${END}`,
    ),
  extract: (context, match) => {
    const said = match[1];
    const amount = said === undefined ? 4 : said === "un" ? 1 : (parseSpanishNumber(said) ?? 1);
    const unit = UNIT_DAYS[(match[2] ?? "dia").replace(/e?s$/, "")] ?? 1;
    const days = amount * unit;
    const from = Math.round(days * 1.5 + (said === undefined ? unit : 0));
    const to = Math.max(1, Math.round(days * 0.5));
    return context.createParsingResult(
      match.index ?? 0,
      match[0],
      shiftDays(context.refDate, -from),
      endOfDay(shiftDays(context.refDate, -to)),
    );
  },
};

/** 'dentro de tres días', 'en 2 semanas': chrono misses the words for numbers. */
const withinParser: Parser = {
  pattern: () => new RegExp(`${START}(?:dentro\\s+de|en)\\s+(${SPANISH_NUMBER_PATTERN}|un)\\s+${UNIT_PATTERN}${END}`),
  extract: (context, match) => {
    const amount = match[1] === "un" ? 1 : (parseSpanishNumber(match[1] ?? "") ?? 1);
    return shiftByUnit(context.refDate, amount, match[2] ?? "dias");
  },
};

/** 'anoche': yesterday evening, as a range. */
const lastNightParser: Parser = {
  pattern: () => new RegExp(`${START}anoche${END}`),
  extract: (context, match) =>
    context.createParsingResult(
      match.index ?? 0,
      match[0],
      shiftDays(context.refDate, -1, { hour: 20 }),
      endOfDay(shiftDays(context.refDate, -1)),
    ),
};

/** 'esta semana', 'la semana que viene', 'la próxima semana', 'la semana pasada': Monday to Sunday. */
const weekParser: Parser = {
  pattern: () =>
    new RegExp(
      `${START}(?:(esta|la\\s+proxima|la\\s+siguiente|la\\s+pasada|la\\s+anterior)\\s+semana|(?:la\\s+)?semana\\s+(que\\s+viene|proxima|siguiente|pasada|anterior))${END}`,
    ),
  extract: (context, match) => {
    const modifier = match[1] ?? match[2] ?? "esta";
    const weeks = /proxima|siguiente|viene/.test(modifier) ? 1 : /pasada|anterior/.test(modifier) ? -1 : 0;
    const monday = -daysSinceMonday(context.refDate) + weeks * 7;
    return context.createParsingResult(
      match.index ?? 0,
      match[0],
      shiftDays(context.refDate, monday, { hour: 0 }),
      endOfDay(shiftDays(context.refDate, monday + 6)),
    );
  },
};

/**
 * 'estos días', 'estos próximos días', 'en los próximos días': the week around today, ahead of it when looking ahead
 * ('¿tengo algo con Javier estos días?') and behind it when looking back ('¿qué me ha escrito Laura estos días?').
 */
const theseDaysParser: Parser = {
  pattern: () =>
    new RegExp(`${START}(?:estos(?:\\s+(proximos|ultimos))?|(?:en\\s+)?los\\s+(proximos))\\s+dias${END}(?!\\s+de\\b)`),
  extract: (context, match) => {
    const said = match[1] ?? match[2];
    const ahead = said ? said === "proximos" : context.option.forwardDate === true;
    const [first, last] = ahead ? [0, 6] : [-6, 0];
    return context.createParsingResult(
      match.index ?? 0,
      match[0],
      shiftDays(context.refDate, first, { hour: 0 }),
      endOfDay(shiftDays(context.refDate, last)),
    );
  },
};

/** 'este fin de semana', 'el próximo fin de semana': Saturday and Sunday. */
const weekendParser: Parser = {
  pattern: () =>
    new RegExp(
      `${START}(?:(este|el\\s+proximo|el\\s+pasado|el\\s+siguiente)\\s+)?(?:el\\s+)?(?:finde|fin\\s+de\\s+semana)(\\s+(?:que\\s+viene|pasado|proximo))?${END}`,
    ),
  extract: (context, match) => {
    const modifier = `${match[1] ?? ""}${match[2] ?? ""}`;
    const weeks = /proximo|siguiente|viene/.test(modifier) ? 1 : /pasado/.test(modifier) ? -1 : 0;
    const saturday = 5 - daysSinceMonday(context.refDate) + weeks * 7;
    return context.createParsingResult(
      match.index ?? 0,
      match[0],
      shiftDays(context.refDate, saturday, { hour: 0 }),
      endOfDay(shiftDays(context.refDate, saturday + 1)),
    );
  },
};

/** 'este mes', 'el mes que viene', 'el próximo mes', 'el mes pasado': the whole calendar month. */
const monthParser: Parser = {
  pattern: () =>
    new RegExp(
      `${START}(?:(este|el\\s+proximo|el\\s+siguiente|el\\s+pasado|el\\s+anterior)\\s+mes|(?:el\\s+)?mes\\s+(que\\s+viene|proximo|siguiente|pasado|anterior))${END}`,
    ),
  extract: (context, match) => {
    const modifier = match[1] ?? match[2] ?? "este";
    const months = /proximo|siguiente|viene/.test(modifier) ? 1 : /pasado|anterior/.test(modifier) ? -1 : 0;
    const reference = context.refDate;
    const first = new Date(reference.getFullYear(), reference.getMonth() + months, 1);
    const last = new Date(reference.getFullYear(), reference.getMonth() + months + 1, 0);
    return context.createParsingResult(
      match.index ?? 0,
      match[0],
      { year: first.getFullYear(), month: first.getMonth() + 1, day: 1, hour: 0, minute: 0, second: 0 },
      endOfDay({ year: last.getFullYear(), month: last.getMonth() + 1, day: last.getDate() }),
    );
  },
};

/**
 * A weekday with a direction: 'el jueves que viene', 'el próximo lunes', 'el martes pasado'. A bare 'el jueves' is
 * left to chrono and resolved later, because only the request says whether it means the next or the last one.
 */
const directedWeekdayParser: Parser = {
  pattern: () =>
    new RegExp(
      `${START}(?:el\\s+)?(?:(proximo|siguiente|pasado|ultimo)\\s+)?(${WEEKDAYS.join("|")})(?:\\s+(que\\s+viene|proximo|siguiente|pasado))?${END}`,
    ),
  extract: (context, match) => {
    const modifier = `${match[1] ?? ""}${match[3] ?? ""}`;
    if (!modifier) return null;
    const target = WEEKDAYS.indexOf(match[2] ?? "");
    const today = context.refDate.getDay();
    const days = /pasado|ultimo/.test(modifier) ? -(((today - target + 6) % 7) + 1) : ((target - today + 6) % 7) + 1;
    return shiftDays(context.refDate, days);
  },
};

/** 'el día 5': this month's, or the next month's when the date already passed and the request looks ahead. */
const dayOfMonthParser: Parser = {
  pattern: () => new RegExp(`${START}(?:el\\s+)?dia\\s+(\\d{1,2})${END}(?!\\s+de\\s+[a-z])`),
  extract: (context, match) => {
    const day = Number(match[1]);
    if (day < 1 || day > 31) return null;
    const reference = context.refDate;
    const monthShift = context.option.forwardDate && day < reference.getDate() ? 1 : 0;
    const date = new Date(reference.getFullYear(), reference.getMonth() + monthShift, day);
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  },
};

/** What makes a number after a day's name an hour: 'el jueves 17:30', 'el jueves 5 de la tarde', 'jueves 10h'. */
const SAID_AS_HOUR = "(?!\\s*(?::|h\\b|horas?\\b|y\\s+(?:media|cuarto)|de\\s+la\\s+|en\\s+punto|de\\s+[a-z]))";

/**
 * 'la revisión del jueves 17', 'la factura del 3': a number after a weekday or after 'del' is a day of the month, which
 * chrono reads as an hour. Looking ahead it is the next such day, looking back the last one.
 */
const numberedDayParser: Parser = {
  pattern: () =>
    new RegExp(
      `${START}(?:(?:el\\s+|del\\s+)?(?:${WEEKDAYS.join("|")})\\s+|del\\s+(?:dia\\s+)?)(\\d{1,2})${END}${SAID_AS_HOUR}`,
    ),
  extract: (context, match) => {
    const weekday = WEEKDAYS.findIndex((name) => match[0].includes(name));
    return readNumberedDay(context, Number(match[1]), weekday < 0 ? undefined : weekday);
  },
};

/**
 * The day of the month next (or last, looking back) from the reference; with a weekday said ('el jueves 17'), the
 * nearest month where that day is that weekday, this one or the next.
 */
function readNumberedDay(context: ParsingContext, day: number, weekday?: number): Components | null {
  if (day < 1 || day > 31) return null;
  const reference = context.refDate;
  const ahead = Boolean(context.option.forwardDate);
  const today = reference.getDate();
  const firstShift = ahead ? (day < today ? 1 : 0) : day > today ? -1 : 0;
  const dayIn = (shift: number) => new Date(reference.getFullYear(), reference.getMonth() + shift, day);
  const step = ahead ? 1 : -1;
  const fits = [0, 1]
    .map((months) => dayIn(firstShift + months * step))
    .find((date) => date.getDate() === day && (weekday === undefined || date.getDay() === weekday));
  const date = fits ?? dayIn(firstShift);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const AFTER_DEL = /^del\s+(?:dia\s+)?(\d{1,2})(?:\s+al\s+(\d{1,2}))?$/;

/**
 * chrono's own reading of 'del 17' is five in the afternoon, and of 'del 3 al 5' three to five o'clock; they are days,
 * as 'del jueves 17' is.
 */
const numberAfterDelRefiner: Refiner = {
  refine: (context, results) =>
    results.map((result) => {
      const days = AFTER_DEL.exec(result.text.trim());
      const after = context.text.slice(result.index + result.text.length);
      if (!days || !new RegExp(`^${SAID_AS_HOUR}`).test(after)) return result;
      const start = readNumberedDay(context, Number(days[1]));
      if (!start) return result;
      result.start = context.createParsingComponents(start);
      const lastDay = days[2] ? Number(days[2]) : undefined;
      const end = lastDay && readNumberedDay(context, lastDay);
      if (end) {
        // 'del 28 al 3': the range runs into the next month.
        const month = lastDay < start.day ? start.month + 1 : start.month;
        const date = new Date(start.year, month - 1, lastDay);
        result.end = context.createParsingComponents({
          year: date.getFullYear(),
          month: date.getMonth() + 1,
          day: date.getDate(),
        });
      }
      return result;
    }),
};

const HOUR_WORDS = "una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce";

/** A time of day on an implied today, so a date named next to it ('mañana a las cinco') can take it. */
function timeOnly(context: ParsingContext, hour: number, minute: number): ParsingComponents {
  const today = shiftDays(context.refDate, 0);
  return context
    .createParsingComponents({ hour, minute, second: 0 })
    .imply("year", today.year)
    .imply("month", today.month)
    .imply("day", today.day);
}

/**
 * 'a las cinco', 'a la una y media': chrono reads only digits; and 'a las 9 y media', 'a las 5 menos cuarto', whose
 * quarter and half chrono drops.
 */
const wordHourParser: Parser = {
  pattern: () =>
    new RegExp(
      `${START}a\\s+las?\\s+(?:(${HOUR_WORDS})(?:\\s+(y\\s+media|y\\s+cuarto|menos\\s+cuarto))?|(\\d{1,2})\\s+(y\\s+media|y\\s+cuarto|menos\\s+cuarto))${END}`,
    ),
  extract: (context, match) => {
    const hour = match[3] ? Number(match[3]) : (parseSpanishNumber(match[1] ?? "") ?? 0);
    const part = (match[2] ?? match[4] ?? "").replace(/\s+/g, " ");
    if (hour > 23) return null;
    if (part === "menos cuarto") return timeOnly(context, (hour + 23) % 24, 45);
    return timeOnly(context, hour, part === "y media" ? 30 : part === "y cuarto" ? 15 : 0);
  },
};

/** 'a mediodía', 'a medianoche'. */
const noonParser: Parser = {
  pattern: () => new RegExp(`${START}(?:a\\s+)?(?:el\\s+)?(mediodia|medianoche)${END}`),
  extract: (context, match) => timeOnly(context, match[1] === "mediodia" ? 12 : 0, 0),
};

const PART_OF_DAY = /^\s*(?:de|por)\s+la\s+(tarde|noche|manana|madrugada)(?![a-z])/;
const PART_OF_DAY_HOURS: Record<string, number> = { manana: 9, tarde: 16, noche: 21, madrugada: 3 };

/**
 * '… a las 5 de la tarde' is 17:00, and 'mañana por la tarde' is the afternoon: chrono reads the hour alone and makes
 * a separate result of 'tarde'. This refiner folds the part of the day into the preceding result.
 */
const partOfDayRefiner: Refiner = {
  refine: (context, results) => {
    const absorbed = new Set<ParsingResult>();
    for (const result of results) {
      const after = context.text.slice(result.index + result.text.length);
      const part = PART_OF_DAY.exec(after);
      if (!part) continue;
      const partName = part[1] ?? "manana";
      const hour = result.start.get("hour");
      if (result.start.isCertain("hour") && hour !== null) {
        if ((partName === "tarde" || partName === "noche") && hour < 12) result.start.assign("hour", hour + 12);
        if (partName === "noche" && hour === 12) result.start.assign("hour", 0);
      } else {
        result.start.assign("hour", PART_OF_DAY_HOURS[partName] ?? 9);
        result.start.assign("minute", 0);
      }
      result.text += part[0];
      const end = result.index + result.text.length;
      for (const other of results) {
        if (other !== result && other.index >= result.index && other.index < end) absorbed.add(other);
      }
    }
    return results.filter((result) => !absorbed.has(result));
  },
};

/**
 * 'mañana a las cinco', 'el miércoles a mediodía': a day followed by a time of day that the added parsers read
 * separately become one instant.
 */
const dayAndTimeRefiner: Refiner = {
  refine: (context, results) => {
    const merged: ParsingResult[] = [];
    for (const result of results) {
      const previous = merged.at(-1);
      const gap = previous ? context.text.slice(previous.index + previous.text.length, result.index) : "";
      const joinable =
        previous &&
        /^\s*(?:a|al|sobre|hacia|,)?\s*$/.test(gap) &&
        !previous.start.isCertain("hour") &&
        result.start.isCertain("hour") &&
        !result.start.isCertain("day") &&
        !result.start.isCertain("weekday");
      if (previous && joinable) {
        previous.start.assign("hour", result.start.get("hour") ?? 0);
        previous.start.assign("minute", result.start.get("minute") ?? 0);
        previous.text = context.text.slice(previous.index, result.index + result.text.length);
        continue;
      }
      merged.push(result);
    }
    return merged;
  },
};

/**
 * chrono's Spanish parser, extended with what it gets wrong or misses. It reads folded text (lowercase, no accents,
 * 'ñ' as 'n'), and its reference date must carry the user's wall-clock time in its local fields.
 */
export function createSpanishChrono(): Chrono {
  const parser = casual.clone();
  parser.parsers.push(
    dayBeforeYesterday,
    pastTomorrow,
    roughlyAgoParser,
    agoParser,
    withinParser,
    lastNightParser,
    weekParser,
    theseDaysParser,
    weekendParser,
    monthParser,
    directedWeekdayParser,
    dayOfMonthParser,
    numberedDayParser,
    wordHourParser,
    noonParser,
    endOfMonthParser,
    comingDaysParser,
    orTheDayAfterParser,
  );
  parser.refiners.push(numberAfterDelRefiner, partOfDayRefiner, dayAndTimeRefiner);
  return parser;
}
