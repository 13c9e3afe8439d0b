import { DAY_MS } from "../../../time-spans";
import { normalizeText } from "./normalize-text";
import { NUMBER_WORDS } from "./parse-spanish-number";
import { readWallTime } from "./zoned-time";

/** 'dentro de 45 días', 'en 3 semanas', '45 días desde hoy', 'hace 10 días': a span counted from today. */
const SPAN =
  /(?:\b(dentro de|en|de aqui a|hace)\s+)?\b(\d{1,4}|[a-z]+)\s+(dias?|semanas?|mes(?:es)?)(?:\s+(naturales|habiles|laborables))?\b/g;

/**
 * '¿qué día cae eso?', '¿qué fecha será?', '¿cuándo vence?', '¿en qué día cae?': the day the span reaches is asked,
 * closing a clause, or opening the question that holds the span ('¿qué día es dentro de 45 días?').
 */
const ASKS_DAY =
  /(?:^|\s)(?:(?:a|en)\s+)?(?:que|q)\s+(?:dia|fecha)(?:\s+de\s+la\s+semana)?\s+(?:cae|caera|caeria|es|sera|seria|queda|quedaria|toca|tocaria|fue|era)(?:\s+(?:eso|esto|entonces|exactamente))?(?:\s|$)|(?:^|\s)cuando\s+(?:cae|caera|vence|venceria|es|sera|seria)(?:\s+(?:eso|esto|entonces))?$/;

function readAmount(raw: string): number | undefined {
  if (/^\d+$/.test(raw)) return Number(raw);
  return NUMBER_WORDS[raw];
}

/** `days` working days on from `start` (a UTC midnight), Saturdays and Sundays skipped. */
function addWorkingDays(start: number, days: number): number {
  let day = start;
  let left = Math.abs(days);
  const step = Math.sign(days) * DAY_MS;
  while (left > 0) {
    day += step;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/**
 * '¿qué día es dentro de 45 días?', 'el cliente nos da 45 días para pagar desde hoy, ¿qué día cae eso?', '¿qué fecha
 * será en 3 semanas?', '¿qué día fue hace 10 días?', '20 días hábiles desde hoy, ¿cuándo vence?': the day a span
 * counted from today reaches, answered from the clock in the person's zone with no tool. Only a message with one span
 * and a question about the day it reaches; undefined for anything else ('¿qué tareas vencen en 5 días?' is the apps').
 */
export function answerDateOffsetQuestion(text: string, now: Date, timeZone: string): string | undefined {
  const normalized = normalizeText(text);
  if (!ASKS_DAY.test(normalized)) return undefined;
  const spans = [...normalized.matchAll(SPAN)]
    .map((found) => ({ found, amount: readAmount(found[2] ?? "") }))
    .filter(({ amount }) => amount !== undefined);
  const [span] = spans;
  if (spans.length !== 1 || !span || span.amount === undefined) return undefined;
  const { found, amount } = span;
  const ago = found[1] === "hace";
  const unit = found[3] ?? "";
  const working = found[4] === "habiles" || found[4] === "laborables";
  const today = readWallTime(now, timeZone);
  const start = Date.UTC(today.year, today.month - 1, today.day);
  const signed = ago ? -amount : amount;
  const reached = unit.startsWith("mes")
    ? Date.UTC(today.year, today.month - 1 + signed, today.day)
    : working && unit.startsWith("dia")
      ? addWorkingDays(start, signed)
      : start + signed * (unit.startsWith("semana") ? 7 : 1) * DAY_MS;
  const day = new Intl.DateTimeFormat("es-ES", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(reached));
  const said = `${amount} ${unit.replace(/^dia/, "día")}${working ? ` ${found[4]}` : ""}`.replace("habiles", "hábiles");
  return ago ? `Hace ${said} fue el ${day}.` : `Dentro de ${said} es el ${day}.`;
}
