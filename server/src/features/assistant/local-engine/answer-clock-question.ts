import { DAY_MS } from "../../../time-spans";
import { readWallTime } from "./zoned-time";

/** Fillers that may open a question about the day: 'oye', 'a ver', 'perdona', 'me dices'. */
const OPENER = String.raw`^(?:(?:oye|oiga|a ver|pues|perdona|perdon|una pregunta|y|shifu|hola)\s+)*(?:(?:me\s+)?(?:dices|decis|dirias|sabes|sabrias decirme|puedes decirme|dime|recuerdame)\s+)?`;
/** '¿qué día es hoy?', '¿a qué fecha estamos?', '¿qué día de la semana es?', '¿en qué día vivo?'. */
const ASKS_DAY = new RegExp(
  `${OPENER}(?:a |en )?(?:que|q) (?:dia|fecha)(?: de la semana| del mes)? (?:es|estamos|sera|seria|tenemos|cae)(?: hoy)?(?: dia)?$`,
);
const ASKS_HOUR = new RegExp(`${OPENER}(?:que|q) hora (?:es|tenemos|sera)(?: ahora| ya)?$`);
/**
 * '¿cuántos días quedan para fin de año?', '¿cuánto falta para Navidad?', '¿cuántos días quedan para que acabe el
 * año?', '¿cuántos días le quedan al año?'.
 */
const ASKS_DAYS_LEFT = new RegExp(
  `${OPENER}(?:cuantos dias|cuanto) (?:(?:quedan?|faltan?|nos quedan?) (?:para|pa|hasta) (?:el |la )?(?:que (?:acabe|termine|se acabe|se termine) el (ano)|(fin de ano|final de ano|nochevieja|navidad|ano nuevo))|(?:le )?(?:quedan?|faltan?) (?:al|del) (ano)(?: actual)?)$`,
);
const DAY_OF: Record<string, { month: number; day: number }> = {
  "fin de ano": { month: 12, day: 31 },
  "final de ano": { month: 12, day: 31 },
  nochevieja: { month: 12, day: 31 },
  navidad: { month: 12, day: 25 },
  "ano nuevo": { month: 1, day: 1 },
};

function formatLongDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("es-ES", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(now);
}

function countDaysUntil(now: Date, timeZone: string, target: { month: number; day: number }): number {
  const today = readWallTime(now, timeZone);
  const start = Date.UTC(today.year, today.month - 1, today.day);
  let end = Date.UTC(today.year, target.month - 1, target.day);
  if (end < start) end = Date.UTC(today.year + 1, target.month - 1, target.day);
  return Math.round((end - start) / DAY_MS);
}

/**
 * A question about today's date or the time, answered from the clock in the person's zone with no tool; undefined for
 * anything else. Only the whole message asks it: '¿qué tengo hoy?' is the agenda's.
 */
export function answerClockQuestion(normalized: string, now: Date, timeZone: string): string | undefined {
  if (ASKS_DAY.test(normalized)) return `Hoy es ${formatLongDate(now, timeZone)}.`;
  if (ASKS_HOUR.test(normalized)) {
    const time = new Intl.DateTimeFormat("es-ES", { timeZone, hour: "2-digit", minute: "2-digit" }).format(now);
    return `Son las ${time}.`;
  }
  const asked = ASKS_DAYS_LEFT.exec(normalized);
  const until = asked?.[1] || asked?.[3] ? "fin de ano" : asked?.[2];
  const target = until ? DAY_OF[until] : undefined;
  if (!target) return undefined;
  const days = countDaysUntil(now, timeZone, target);
  const today = formatLongDate(now, timeZone);
  if (days === 0) return `Es hoy: ${today}.`;
  return `Hoy es ${today}: ${days === 1 ? "queda 1 día" : `quedan ${days} días`}.`;
}
