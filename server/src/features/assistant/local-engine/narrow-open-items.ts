import { isStopword } from "./is-stopword";
import { normalizeText } from "./normalize-text";

/** Words that ask what is pending, in every item's question whatever part of the list it asks for. */
const PENDING_WORDS = new Set(["pendiente", "pendientes", "queda", "quedo", "quedan", "falta", "faltan", "hacer"]);

/**
 * The open items a question asks for when it names a part of the list ('¿qué le quedó pendiente a Laura?' → 'Laura:
 * enviar la previsión…'): those that hold one of its own words. All of them when none or every one does, since then
 * the words only named the list.
 */
export function narrowOpenItems(items: readonly string[], question: string): string[] {
  const words = normalizeText(question)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !isStopword(word) && !PENDING_WORDS.has(word));
  const holds = (item: string) => {
    const itemWords = new Set(normalizeText(item).split(/[^\p{L}\p{N}]+/u));
    return words.some((word) => itemWords.has(word));
  };
  const narrowed = items.filter(holds);
  return narrowed.length > 0 && narrowed.length < items.length ? narrowed : [...items];
}
