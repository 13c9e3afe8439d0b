import { TO_A_DAY_SOURCE } from "./read-pass-as-change";

/** Verbs that move a thing in time: 'pásala', 'muévela', 'cámbiala', 'aplázala', 'retrásala'. */
const MOVES = /\b(?:p[aá]s|mu[eé]v|mov|c[aá]mbi|apl[aá]z|retr[aá]s|adel[aá]nt|trasl[aá]d|pospon)\p{L}*/iu;

/**
 * 'a mañana a la misma hora que hoy', 'al viernes, a la misma hora': the day, and the hour kept as it was. In 'a la
 * misma hora que hoy no llego' the 'que' gives the reason, and stays.
 */
const SAME_HOUR = new RegExp(
  `(${TO_A_DAY_SOURCE}[\\p{L}\\p{N}]*)\\s*,?\\s+a\\s+la\\s+misma\\s+hora(?:\\s+(?:que|q|de)\\s+(?:hoy|ayer|siempre|antes)\\b(?!\\s+no\\b))?(?=(\\s+(?:que|q|porque)\\s)?)`,
  "iu",
);

/**
 * 'la llamada con Iberia pásamela a mañana a la misma hora que hoy': a thing moved to another day keeps its hour, so
 * 'a la misma hora' adds nothing; its 'hoy' is when the thing is now, never the day it goes to. A reason said after it
 * ('… a la misma hora q hoy no llego') is set apart by a comma, as reasons are.
 */
export function dropSameHour(text: string): string {
  if (!MOVES.test(text)) return text;
  return text.replace(SAME_HOUR, (_match, day: string, reason: string | undefined) => (reason ? `${day},` : day));
}
