import { stemmer } from "@orama/stemmers/spanish";
import { distance } from "fastest-levenshtein";
import type { IntentObject } from "../../../integrations/app-tool";
import { PLURAL_NAMES, SINGULAR_NAMES } from "./format-tool-output";
import { foldCharacters, normalizeText } from "./normalize-text";

/** Words that stand for the things an app lists, besides its own name for them: 'mails' are its 'correos'. */
const LISTED_SYNONYMS = ["mail", "email", "cosa", "item", "resultado", "veces", "vez"];

/** '¿cuántos tickets…?', '¿qué nota…?', '¿cuál es el localizador…?': the thing named right after the asking word. */
const ASKED_THING =
  /^(?:y |oye |pues )?(?:(?:para|en|de|con|a) )?(?:cuant[oa]s|que|q|cual(?:es)?(?: (?:es|son|era|eran))?)(?: (?:el|la|los|las))? (\p{L}+)/u;

export function stemWord(word: string): string {
  return stemmer(foldCharacters(word));
}

/** Typos and plurals aside ('tikets', 'errores'), two stems name the same thing. */
export function isSameStem(first: string, second: string): boolean {
  if (first === second) return true;
  return Math.min(first.length, second.length) >= 4 && distance(first, second) <= 1;
}

/**
 * The stem of the thing a question asks about when it is not what the app lists: '¿cuántos tickets…?' or '¿qué nota
 * tiene…?' in a chat asks for something a message states, while '¿cuántos mensajes…?' or '¿qué correos…?' asks for
 * the listed things themselves. Undefined then, or when the question names no thing.
 */
export function readAskedThing(text: string, object: IntentObject): string | undefined {
  const noun = ASKED_THING.exec(normalizeText(text))?.[1];
  if (!noun || noun.length < 3) return undefined;
  const stem = stemWord(noun);
  const listed = [PLURAL_NAMES[object], SINGULAR_NAMES[object], ...LISTED_SYNONYMS].flatMap((name) =>
    name.split(" ").map(stemWord),
  );
  return listed.some((name) => isSameStem(name, stem)) ? undefined : stem;
}
