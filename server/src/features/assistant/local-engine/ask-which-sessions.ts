import type { ListedItem, ParsedRequest } from "../../../integrations/app-tool";
import { formatSpanishDay, toLocalDay } from "../../../integrations/to-local-day";
import { normalizeText } from "./normalize-text";
import { parseSpanishDates } from "./parse-spanish-dates";
import { readMeetingWeek, readWeekday } from "./read-meeting-request";

/** The asking line of the sessions' choice, which the next message answers. */
export const ASKED_SESSIONS = /¿Qué sesiones (cambio|cancelo)\?/;

type SessionScope = NonNullable<ParsedRequest["seriesScope"]>;

/** The choices in the order the question numbers them. */
const NUMBERED: readonly SessionScope[] = ["occurrence", "series", "following"];

const ORDINALS: Record<string, number> = {
  "1": 1,
  uno: 1,
  una: 1,
  primero: 1,
  primera: 1,
  primer: 1,
  "2": 2,
  dos: 2,
  segundo: 2,
  segunda: 2,
  "3": 3,
  tres: 3,
  tercero: 3,
  tercera: 3,
  tercer: 3,
};

/**
 * Whether a move or a cancellation of a session found by its series' name should first ask which sessions it reaches:
 * a recurring meeting, named with no day and no word for its sessions ('mueve el comité de dirección a las 10').
 * Guessing one session or all would change what the person did not mean as often as what they did.
 */
export function needsSessionChoice(request: ParsedRequest, item: ListedItem, action: string): boolean {
  if (action !== "reschedule" && action !== "delete") return false;
  return Boolean(item.series) && !request.seriesScope && !request.dateRange;
}

/**
 * Several sessions of one series found for a change (Outlook's listing gives every occurrence): the next one stands
 * for the series, and the sessions are asked about as for one (or the sessions said reached from it). Undefined when
 * they are not all of one series.
 */
export function pickNextSession(items: readonly ListedItem[], now: Date): ListedItem | undefined {
  const [first] = items;
  if (!first?.series || !items.every((item) => item.series === first.series)) return undefined;
  const sorted = items.toSorted((a, b) => Date.parse(a.date ?? "") - Date.parse(b.date ?? ""));
  // Today's sessions are listed from the morning on; the next one is the first still to start.
  return sorted.find((item) => Date.parse(item.date ?? "") >= now.getTime()) ?? sorted.at(-1);
}

/** '«Comité de dirección» se repite. ¿Qué sesiones cambio?' with the three numbered choices. */
export function composeWhichSessions(item: ListedItem, action: string, timeZone: string): string {
  const day = item.date ? ` (${formatSpanishDay(toLocalDay(item.date, timeZone))})` : "";
  const verb = action === "delete" ? "cancelo" : "cambio";
  return [
    `«${item.title}» se repite. ¿Qué sesiones ${verb}?`,
    `1. Solo la próxima${day}`,
    "2. Todas",
    `3. A partir de la próxima${day}, con las siguientes`,
  ].join("\n");
}

/**
 * The answer to that question: a number or an ordinal ('el segundo', '3'), or the words of a choice ('solo la
 * próxima', 'todas', 'a partir de la próxima'); 'solo la del jueves' or 'la de esta semana' pick one session by its
 * day. Undefined when the message is not an answer to it.
 */
export function readSessionAnswer(
  text: string,
  context: { now: Date; timeZone: string },
): { scope: SessionScope; dateRange?: ParsedRequest["dateRange"] } | undefined {
  const words = normalizeText(text)
    .replace(/\b(opcion|la|el|las|los|de|numero|pues|vale|ok)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const ordinal = ORDINALS[words];
  if (ordinal) return { scope: NUMBERED[ordinal - 1] ?? "occurrence" };
  const normalized = normalizeText(text);
  if (normalized.split(" ").length > 12) return undefined;
  if (/\b(a partir|en adelante|desde|siguientes|proximas)\b/.test(normalized)) {
    const day = parseSpanishDates(normalized, { ...context, direction: "future" }).dateRange;
    return { scope: "following", ...(day ? { dateRange: day } : {}) };
  }
  if (/\b(todas|todos|toda la serie|la serie|siempre)\b/.test(normalized)) return { scope: "series" };
  if (/\b(solo|solamente|unicamente|proxima|siguiente|esta|esa|una)\b/.test(normalized)) {
    const ahead = parseSpanishDates(normalized, { ...context, direction: "future" }).dateRange;
    // 'solo la de esta semana' on a Sunday: this week's sessions are over, the coming week's are meant.
    const day = readMeetingWeek(normalized, ahead, readWeekday(context.now, context.timeZone));
    return { scope: "occurrence", ...(day ? { dateRange: day } : {}) };
  }
  return undefined;
}
