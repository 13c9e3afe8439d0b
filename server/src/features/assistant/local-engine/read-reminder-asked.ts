import { foldCharacters } from "./normalize-text";

/**
 * '¿me recuerdas llamar a Marta el jueves?', 'me recordás que tengo que mandar el informe?': asked with something to
 * do (an infinitive, or 'que tengo que' and one), 'me recuerdas' asks to be reminded, not what Shifu remembers ('¿me
 * recuerdas cómo se llama el de Lumen?' asks that).
 */
const ASKS_REMINDER =
  /^\s*¿?\s*(?:(?:oye|porfa|por favor)[\s,]+)?(?:me\s+(?:recuerdas|recordas|recordarias)|recuerdame)\s+(?:(?:que|q)\s+(?:tengo|tenemos|hay)\s+que\s+)?(?=\p{L}+(?:ar|er|ir)\b)/u;

/** The request as the rules read a reminder: 'recuérdame llamar a Marta el jueves'. */
export function readReminderAsked(text: string): string {
  const found = ASKS_REMINDER.exec(foldCharacters(text).toLowerCase());
  if (!found) return text;
  return `recuérdame ${text
    .slice(found[0].length)
    .replace(/[?¿]+\s*$/u, "")
    .trim()}`;
}
