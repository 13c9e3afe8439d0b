import type { ParsedRequest } from "../../../integrations/app-tool";
import { parseSpanishNumber, SPANISH_NUMBER_PATTERN } from "./parse-spanish-number";

/** A length as said: 'media hora', 'una horita', 'hora y media', 'dos horas', '45 min', 'tres cuartos de hora'. */
export const LENGTH = `(media hor(?:a|ita)|hora y media|(?:un|${SPANISH_NUMBER_PATTERN}) hor(?:a|ita)s? y media|(?:un|${SPANISH_NUMBER_PATTERN}) hor(?:a|ita)s?|(?:un|${SPANISH_NUMBER_PATTERN}) (?:minutos|min|cuarto de hora)|tres cuartos de hora|un cuarto de hora)`;
const DURATION = new RegExp(`\\b(?:de|durante|dura)\\s+${LENGTH}\\b`);
/** Free time is also named by its length alone: '¿tengo media hora libre mañana?'. */
const FREE_LENGTH = new RegExp(`\\b${LENGTH}\\s+(?:libres?|disponibles?)\\b`);
/** A length added at the end: '… para revisar el contrato, media hora' (not 'en una hora', which is when). */
const LENGTH_ADDED = new RegExp(`(?<!\\b(?:en|de|dentro de|hace|a la|las)\\s)\\b${LENGTH}[\\s.!]*$`);

/** Minutes of a length as said: 'media hora' 30, 'hora y media' 90, 'dos horas' 120, '45 minutos' 45. */
export function readLengthMinutes(said: string): number | undefined {
  // 'una horita' is an hour said fondly.
  const phrase = said.replace(/horita/g, "hora");
  if (phrase === "media hora") return 30;
  if (phrase === "hora y media") return 90;
  if (phrase === "un cuarto de hora") return 15;
  if (phrase === "tres cuartos de hora") return 45;
  const [count = "", unit = ""] = phrase.split(" ");
  const number = /^(una|un)$/.test(count) ? 1 : /^\d+$/.test(count) ? Number(count) : parseSpanishNumber(count);
  if (!number) return undefined;
  if (unit.startsWith("hora")) return number * 60 + (phrase.endsWith("y media") ? 30 : 0);
  return number;
}

/**
 * What a request says of a meeting besides its time, in folded text: how long it lasts ('de media hora') and whether it
 * has a video call ('con videollamada', 'por Meet').
 */
export function readEventDetails(normalized: string): Pick<ParsedRequest, "durationMinutes" | "videoMeeting"> {
  const duration = (normalized.match(DURATION) ?? normalized.match(FREE_LENGTH) ?? normalized.match(LENGTH_ADDED))?.[1];
  const durationMinutes = duration ? readLengthMinutes(duration) : undefined;
  const videoMeeting =
    /\b(videollamada|videoconferencia|google meet|meet|por video|enlace de video|online|(con|por|en) teams)\b/.test(
      normalized,
    );
  return { ...(durationMinutes ? { durationMinutes } : {}), ...(videoMeeting ? { videoMeeting: true } : {}) };
}

/**
 * Where a request says a length ('de una hora', 'media hora libre'), in folded text of the same length as the
 * request: a length is not a date, though 'una hora' reads as one to the date parser.
 */
export function findLengthSpans(folded: string): { start: number; end: number }[] {
  return [DURATION, FREE_LENGTH, LENGTH_ADDED].flatMap((pattern) => {
    const match = new RegExp(pattern.source, "g").exec(folded);
    return match ? [{ start: match.index, end: match.index + match[0].length }] : [];
  });
}

/** '¿estoy libre el jueves?', '¿cuándo tengo una hora libre?', 'mi disponibilidad': free time asked for. */
export function asksForFreeTime(normalized: string): boolean {
  return (
    /\b(disponibilidad|huecos?)\b/.test(normalized) ||
    /\b(horas?|minutos|rato|ratos|tiempo) (libres?|disponibles?)\b/.test(normalized) ||
    /\b(estoy|estamos|tengo|tenemos|hay|queda|quedan)\b.*\b(libres?|disponibles?)\b/.test(normalized)
  );
}
