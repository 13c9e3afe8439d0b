import type { IntentObject, ListedItem } from "../../../integrations/app-tool";
import { normalizeText } from "./normalize-text";
import { isSameStem, readAskedThing, stemWord } from "./read-asked-thing";
import { readItemText } from "./read-item-text";
import { splitSentences } from "./summarize-text";

/** A sentence of an item that states how many of something there are, and the item it is in. */
export type CountedFact = { item: ListedItem; sentence: string };

/** A number written in figures, or in words up to the tens: 'Son 7 tickets', 'doce errores'. */
const NUMBER =
  /^(\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta|cien|mil)$/;

/** Whether a sentence puts a number right before the thing counted ('7 tickets', '12 errores encontrados'). */
function statesCount(sentence: string, stem: string): boolean {
  // The folded text splits '2.000' and '4,6' at the mark, so the number's last part is the one before the thing.
  const words = normalizeText(sentence).split(" ");
  return words.some((word, index) => {
    if (!NUMBER.test(word)) return false;
    // One word may stand between them: '2.000 folletos', '3 nuevos clientes'.
    return words.slice(index + 1, index + 3).some((next) => isSameStem(stemWord(next), stem));
  });
}

/**
 * The sentence that says how many of the thing asked there are ('Son 7 tickets este mes'), from the items in the
 * order they came (the best-matching first). Undefined when the count asks for the listed things themselves or no
 * item states one.
 */
export function findCountedFact(
  items: readonly ListedItem[],
  text: string,
  object: IntentObject,
): CountedFact | undefined {
  // A search across apps lists things of every kind: '¿cuántas reuniones…?' there counts what it found.
  if (object === "anything" || !/\bcuant[oa]s\b/.test(normalizeText(text))) return undefined;
  const stem = readAskedThing(text, object);
  if (!stem) return undefined;
  for (const item of items) {
    const sentence = splitSentences(readItemText(item, object)).find((candidate) => statesCount(candidate, stem));
    if (sentence) return { item, sentence };
  }
  return undefined;
}
