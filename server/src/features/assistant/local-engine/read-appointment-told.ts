import { foldCharacters } from "./normalize-text";

/**
 * 'apúntalo', 'pónmelo en el calendario', 'mételo en la agenda', 'agéndalo': an order to keep what was just told, with
 * nothing of its own to say what.
 */
const KEEP_IT =
  /[\s,.;]+(?:y\s+)?(?:apunta|anota|pon|mete|agenda|guarda|reserva|bloquea)(?:me)?(?:lo|la)?(?:\s+en\s+(?:el|mi|la)\s+(?:calendario|agenda))?\s*(?:,?\s*(?:porfa|por\s+favor|please|plis))?\s*[.!]*\s*$/u;

/** 'he quedado con Sofía…', 'quedamos con Javier…', 'quedé con los de Levante…': a meeting agreed with someone. */
const AGREED_WITH = /^(?:(?:oye|mira|pues)[\s,]+)?(?:he\s+quedado|hemos\s+quedado|quedamos|quede|quedaron)\s+con\s+/u;

/** 'tengo dentista', 'tenemos la cena de empresa': something the person has, not a duty ('tengo que…'). */
const HAS_APPOINTMENT = /(?:^|\s)(?:tengo|tenemos)\s+(?!que\b|q\b)/u;

/** An hour said, which makes what is told a time in the calendar rather than a thing to do. */
const SAYS_HOUR = /\b(?:a\s+las?\s+\S+|de\s+\d{1,2}\s+a\s+\d{1,2}|a\s+mediodia|\d{1,2}:\d{2}|\d{1,2}\s*h)\b/u;

/**
 * 'he quedado con Sofía el viernes a las 10 para la demo, apúntalo', 'mañana a las 4 tengo dentista, ponlo en el
 * calendario': a meeting or an appointment told with its hour, then kept, is an event made, as 'pon una reunión con
 * Sofía el viernes a las 10…' and 'pon en el calendario dentista mañana a las 4' read.
 */
export function readAppointmentTold(text: string): string {
  const folded = foldCharacters(text).toLowerCase();
  const keep = KEEP_IT.exec(folded);
  if (!keep) return text;
  const told = text.slice(0, keep.index).trim();
  const foldedTold = folded.slice(0, keep.index).trim();
  if (!SAYS_HOUR.test(foldedTold)) return text;
  const agreed = AGREED_WITH.exec(foldedTold);
  if (agreed) return `pon una reunión con ${told.slice(agreed[0].length)}`;
  const has = HAS_APPOINTMENT.exec(foldedTold);
  if (!has) return text;
  const before = told.slice(0, has.index).trim();
  const thing = told.slice(has.index + has[0].length).trim();
  return `pon en el calendario ${thing}${before ? ` ${before}` : ""}`;
}
