import { parseSpanishNumber, SPANISH_NUMBER_PATTERN } from "./parse-spanish-number";

const MINUTES_IN: Record<string, number> = { minuto: 1, min: 1, hora: 60, dia: 24 * 60, semana: 7 * 24 * 60 };

/**
 * An amount of time in folded words: 'media hora', 'un cuarto de hora', 'una hora y media', 'un par de horas',
 * '30 minutos', '15 min', 'dos días', 'una semana'.
 */
const AMOUNT = new RegExp(
  `\\b(?:(media hora|un cuarto de hora|tres cuartos de hora)|(un par de|${SPANISH_NUMBER_PATTERN}|un)\\s+` +
    "(minutos?|min|horas?|dias?|semanas?)(\\s+y\\s+media)?)\\b",
  "g",
);
/** After the amount, which way it goes: 'una hora más tarde', 'media hora antes', 'dos días después'. */
const LATER_AFTER = /^\s*(?:mas tarde|despues|luego|de retraso|mas)\b/;
const EARLIER_AFTER = /^\s*(?:antes|mas temprano|menos)\b/;
/** Verbs that move a thing by an amount: 'retrásala 30 minutos', 'pásala una hora', 'adelántala una hora'. */
const DELAYS = /\b(?:retras|atras|aplaz|pospo|pas[ae]|pasal|corr[eé]|demor)\p{L}*/u;
const BRINGS_FORWARD = /\badelant\p{L}*/u;
/**
 * Words before the amount that make it a length or a point from now, not a shift: 'de una hora', 'dentro de dos
 * días', 'hace una hora', 'durante una hora', 'por media hora'.
 */
const NOT_A_SHIFT_BEFORE = /\b(?:de|dentro de|hace|durante|por|para|cada|hasta)\s*$/;
/** 'en media hora' is from now, unless a verb of delaying says by how much ('retrásala en media hora'). */
const IN_BEFORE = /\ben\s*$/;
const DELAYS_BY = /\b(?:retras|atras|adelant|aplaz|pospo)\p{L}*/u;
const NEXT_DAY = /\b(?:al|el|para el)\s+dia\s+siguiente\b|\bal otro dia\b/;
const DAY_BEFORE = /\b(?:al|el|para el)\s+dia\s+(?:anterior|antes)\b/;

/**
 * The words that say a shift, to be left out where the meeting's own day is read: 'una hora más tarde', 'al día
 * siguiente', 'a las 10' (the hour it has now, said as the reason: 'que a las 10 no llego').
 */
export const SHIFT_WORDS = new RegExp(
  `${AMOUNT.source}(?:\\s+(?:mas tarde|despues|luego|antes|mas temprano))?|${NEXT_DAY.source}|${DAY_BEFORE.source}|\\ba las? \\d{1,2}(?::\\d{2})?\\b`,
  "g",
);

/**
 * 'una hora más tarde', 'retrásala 30 minutos', 'adelántala media hora', 'al día siguiente', 'una semana después': the
 * minutes a meeting's words move it by from its own start (negative to bring it forward), which only the meeting
 * knows; undefined when no such amount is said, so that a day or an hour named outright is read as it is.
 */
export function readStartShift(normalized: string): number | undefined {
  if (NEXT_DAY.test(normalized)) return 24 * 60;
  if (DAY_BEFORE.test(normalized)) return -24 * 60;
  for (const match of normalized.matchAll(AMOUNT)) {
    const before = normalized.slice(0, match.index);
    const after = normalized.slice(match.index + match[0].length);
    const minutes = readAmountMinutes(match);
    if (minutes === undefined) continue;
    if (EARLIER_AFTER.test(after)) return -minutes;
    if (LATER_AFTER.test(after)) return minutes;
    if (NOT_A_SHIFT_BEFORE.test(before)) continue;
    if (IN_BEFORE.test(before) && !DELAYS_BY.test(normalized)) continue;
    if (BRINGS_FORWARD.test(normalized)) return -minutes;
    if (DELAYS.test(normalized)) return minutes;
  }
  return undefined;
}

function readAmountMinutes(match: RegExpMatchArray): number | undefined {
  const [, fixed, count, unit, andHalf] = match;
  if (fixed === "media hora") return 30;
  if (fixed === "un cuarto de hora") return 15;
  if (fixed === "tres cuartos de hora") return 45;
  const amount = count === "un par de" ? 2 : count === "un" ? 1 : parseSpanishNumber(count ?? "");
  const per = MINUTES_IN[(unit ?? "").replace(/s$/, "")];
  if (amount === undefined || per === undefined) return undefined;
  return amount * per + (andHalf && per === 60 ? 30 : 0);
}
