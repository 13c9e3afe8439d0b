import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { normalizeText } from "./normalize-text";

/** 'llamarles', 'escribirle': what is to be done, said of people named before ('le' and 'les' are always someone). */
const VERB_FOR_THEM = /^(\p{L}{2,}?(?:ar|er|ir))(le|les|lo|la|los|las)$/u;
/** 'llamarlos', 'avisarla': verbs whose 'lo' or 'la' is someone; 'revisarlo' is a thing, and names no one to add. */
const REACHES_PEOPLE = /^(?:llamar|avisar|visitar|contactar|felicitar|saludar|convocar|citar)$/;
/** The word before whom a task is for: 'el contrato con Construcciones', 'la propuesta a Hoteles', 'la demo para…'. */
const BEFORE_WHOM = /\b(?:con|a|al|para|de|del)\s+(?!la\b|el\b|los\b|las\b|un\b|una\b)(\S+(?:\s+\S+){0,3})\s*$/i;
const SMALL_WORDS = new Set(["de", "del", "la", "el", "los", "las", "y"]);

/**
 * 'cancela la tarea de revisar el contrato con Construcciones Ibéricas y crea otra para llamarles': a task called only
 * 'llamarles' says nothing once the first is gone, so it is named with the verb and whom the first one was for
 * ('Llamar a Construcciones Ibéricas'); undefined when the name is more than such a verb or nobody was named before.
 */
export function nameTaskForThem(name: string, previousText: string): string | undefined {
  const [, verb, pronoun] = VERB_FOR_THEM.exec(normalizeText(name.trim())) ?? [];
  if (!verb || !pronoun || (!pronoun.startsWith("le") && !REACHES_PEOPLE.test(verb))) return undefined;
  const whom = BEFORE_WHOM.exec(previousText.trim().replace(/[.,;:!?]+$/, ""))?.[1];
  // 'la de revisar el informe': what the first task did is no one to call.
  if (!whom || ALL_VERB_FORMS.has(normalizeText(whom).split(" ")[0] ?? "")) return undefined;
  return `${verb.charAt(0).toUpperCase()}${verb.slice(1)} a ${capitalizeName(whom)}`;
}

/** A client typed in lowercase ('construcciones ibericas') is still a name; one typed with capitals keeps them. */
function capitalizeName(words: string): string {
  return words
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .join(" ");
}
