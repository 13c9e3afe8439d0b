import { normalizeText } from "./normalize-text";
import { parseSpanishNumber } from "./parse-spanish-number";
import { LENGTH, readLengthMinutes } from "./read-event-details";

/** '¿a qué hora quedo libre?', '¿a qué hora acabo?', '¿cuándo termino?', '¿a qué hora salimos?'. */
const ASKS_END =
  /\b(?:(?:a )?(?:que|q) hora|cuando) (?:(?:quedo|quedamos|estoy|estare|estaremos) libres?|(?:me|nos) (?:quedo|quedamos) libres?|termin(?:o|amos|a|aria|ariamos)|acab(?:o|amos|a|aria|ariamos)|salgo|salimos|(?:me|nos) (?:voy|vamos|libero|liberamos))\b/;

/** When it starts: 'arranco a las 10', 'si empiezo a las 9 y media', 'la reunión empieza a las 4 de la tarde'. */
const STARTS =
  /\b(?:arranc|empiez|empez|empiec|comienz|comenz|entr)[a-z]* a las (\d{1,2}|[a-z]+)(?::(\d{2})| y (media|cuarto)| menos cuarto)?(?: de la (manana|tarde|noche))?\b/;

const LENGTHS = new RegExp(`\\b${LENGTH}\\b`, "g");

function formatClock(minutes: number): string {
  const day = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(day / 60)).padStart(2, "0")}:${String(day % 60).padStart(2, "0")}`;
}

function formatLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean).join(" ");
}

/**
 * 'arranco a las 10, una hora de demo y después 45 min de preguntas, ¿a qué hora quedo libre?', 'si la reunión empieza
 * a las 4 de la tarde y dura hora y media, ¿a qué hora acabo?': the hour a start and the lengths after it reach,
 * answered with no tool. Only when the message gives the start and every number in it is that start or a length;
 * undefined for anything else ('¿a qué hora acaba la reunión de mañana?' is the calendar's).
 */
export function answerEndTimeQuestion(text: string): string | undefined {
  const normalized = normalizeText(text);
  const start = STARTS.exec(normalized);
  if (!start || !ASKS_END.test(normalized)) return undefined;
  const hour = parseSpanishNumber(start[1] ?? "");
  if (hour === undefined || hour > 23) return undefined;
  const afternoon = (start[4] === "tarde" || start[4] === "noche") && hour < 12;
  const minute = start[2]
    ? Number(start[2])
    : start[3] === "media"
      ? 30
      : start[3] === "cuarto"
        ? 15
        : start[0].includes("menos cuarto")
          ? -15
          : 0;
  const startsAt = (hour + (afternoon ? 12 : 0)) * 60 + minute;
  // The lengths come after the start; the question's own 'qué hora' is no length.
  const after = normalized.slice(start.index + start[0].length).replace(ASKS_END, " ");
  const lengths = [...after.matchAll(LENGTHS)].map((found) => readLengthMinutes(found[1] ?? ""));
  if (lengths.length === 0 || lengths.some((length) => length === undefined)) return undefined;
  // A number that is neither the start nor a length (a second hour, a count) may change the sum: then no answer.
  if (/\d/.test(after.replace(LENGTHS, " "))) return undefined;
  const total = lengths.reduce<number>((sum, length) => sum + (length ?? 0), 0);
  const parts = lengths.map((length) => formatLength(length ?? 0)).join(" + ");
  return `Quedas libre a las ${formatClock(startsAt + total)}: ${formatClock(startsAt)} + ${parts}${lengths.length > 1 ? ` (${formatLength(total)} en total)` : ""}.`;
}
