import { findFrontedVerb } from "./find-fronted-verb";
import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { foldCharacters } from "./normalize-text";
import { readAskedPointingVerb } from "./read-asked-pointing-verb";
import { readInfinitiveRequest } from "./read-infinitive-request";

/** A word of the text with where it stands, so the person's own spelling is kept when the words move. */
const WORD = /[\p{L}\p{N}#@'-]+/gu;

/**
 * 'pásala', 'pásasela' hand a thing on, which the verb list leaves out ('qué pasa'); 'guárdamelo' is putting a thing
 * in a place, which the verb list leaves out too ('guarda' is no action of its own).
 */
const isVerb = (word: string) =>
  ALL_VERB_FORMS.has(word) ||
  /^pasa(?:se)?(?:lo|la|los|las)$/.test(word) ||
  /^guarda(?:me)?(?:lo|la|los|las)$/.test(word);

/** The verb without the pronoun that pointed back at the thing: 'archívalo' → 'archíva', 'reenvíaselo' → 'reenvíale'. */
function dropPronoun(verb: string): string {
  return /se(?:lo|la|los|las)$/i.test(verb)
    ? verb.replace(/se(?:lo|la|los|las)$/i, "le")
    : verb.replace(/(?:lo|la|los|las)$/i, "");
}

/**
 * 'el de Iberia archívalo', 'la de la comida de Navidad pásala al viernes': a thing named before its verb, which
 * points back at it, is the thing the verb acts on, said in the order the rules read ('archiva el de Iberia'). A person
 * or a place named first ('a Laura contéstale…') is read as it is.
 */
export function readFrontedThing(text: string): string {
  const joined = joinThingBeforeComma(text);
  const read = readThingBeforeVerb(joined);
  return read === joined ? text : read;
}

const ARTICLE = /^(?:el|la|los|las|lo)$/;
/** Words before an infinitive that names the thing: 'lo de llamar…', 'la tarea para revisar…'. */
const NAMES_BY_VERB = /^(?:de|del|para|pa)$/;

/**
 * 'el presupuesto de Suministros Norte, el del papel y los bolígrafos, …': the thing said again by what it is of, between
 * commas, is the same thing; the first naming is kept.
 */
const SAID_AGAIN =
  /^(\s*(?:el|la|los|las|lo)\s[^,.;:!?¿]*?)\s*,\s*(?:el|la|los|las|lo)\s+(?:de|del)\s[^,.;:!?¿]*?(?=\s*,)/iu;

/** Words that make what stands before a comma a clause of its own ('lo de Levante ya está hecho, márcalo'). */
const FINITE_VERB =
  /^(?:esta|estan|es|son|era|fue|ha|han|he|hay|habia|tengo|tiene|tienen|queda|quedan|va|van|vence|dice|dijo)$/;

/**
 * 'la tarea de llamar a Levante por lo del pedido, ¿me la puedes pasar al viernes?': a thing named, then a comma and
 * the request that points back at it, asked or ordered, is read as the thing before its verb ('… pásala al viernes').
 */
function joinThingBeforeComma(text: string): string {
  const found = /^(\s*(?:el|la|los|las|lo)\s[^,.;:!?¿]*?)\s*,\s*¿?\s*(\S.*)$/isu.exec(text.replace(SAID_AGAIN, "$1"));
  if (!found?.[1] || !found[2]) return text;
  const head = foldCharacters(found[1]).toLowerCase();
  // 'el leeme ese con instrucciones, bórralo': a word just after the article is a noun, whatever verb it spells; so
  // is a verb the thing is named by ('lo de llamar a Levante'), and one after 'que' only tells which thing it is ('el
  // pedido que va con retraso').
  const words = [...head.matchAll(WORD)].map((word) => word[0]);
  const clause = words.some((word, index) => {
    const before = words[index - 1] ?? "";
    if (/^(?:que|q)$/.test(before)) return false;
    if (FINITE_VERB.test(word)) return true;
    return ALL_VERB_FORMS.has(word) && !(index === 1 && ARTICLE.test(before)) && !NAMES_BY_VERB.test(before);
  });
  if (clause) return text;
  // '…, ¿me lo pones para mañana?': a verb asked of the listener points back at the thing as an order does.
  return readAskedPointingVerb(`${found[1]} ${readInfinitiveRequest(found[2])}`);
}

function readThingBeforeVerb(text: string): string {
  const folded = foldCharacters(text);
  const words = [...folded.matchAll(WORD)];
  const first = words[0];
  if (!first || first.index !== folded.search(/\S/)) return text;
  if (/^(?:al|a)$/.test(first[0])) return readThingBeforeVerbToIt(text, words);
  if (!/^(?:el|la|los|las|lo)$/.test(first[0])) return text;
  const at = findFrontedVerb(
    words.map((word) => word[0]),
    isVerb,
  );
  const verb = at === undefined ? undefined : words[at];
  if (!verb || !/(?:lo|la|los|las)$/.test(verb[0])) return text;
  const thing = text.slice(first.index, verb.index).trim();
  // 'lo de Levante ya está hecho, márcalo': a clause of its own stands before the verb, not a thing's name.
  if (/[,.;:!?]/.test(thing)) return text;
  const said = text.slice(verb.index, verb.index + verb[0].length);
  const rest = text.slice(verb.index + verb[0].length);
  return `${text.slice(0, first.index)}${dropPronoun(said)} ${thing}${rest}`;
}

/**
 * 'al de Sofía Navarro de la factura ponle la etiqueta Facturas': a thing named with 'a' before a verb that points at
 * it with 'le' is what the verb's object goes on, said after it ('ponle la etiqueta Facturas al de Sofía…'). A person
 * ('a Laura contéstale…') has no article and 'de' after 'a', and is read as it is.
 */
/** Verbs that put something on a thing or take it off ('ponle', 'quítale', 'añádele'); a reply's verb carries words. */
const PUTS_ON = /^(?:pon|quita|anade|agrega|mete|cambia)(?:le|les)$/;

function readThingBeforeVerbToIt(text: string, words: RegExpExecArray[]): string {
  const [first, article, of] = words;
  if (!first || !article || !of) return text;
  const opens =
    first[0] === "al"
      ? /^(?:de|del)$/.test(article[0])
      : /^(?:la|los|las)$/.test(article[0]) && /^(?:de|del)$/.test(of[0]);
  if (!opens) return text;
  const at = findFrontedVerb(
    words.map((word) => word[0]),
    isVerb,
  );
  const verb = at === undefined ? undefined : words[at];
  if (!verb || !PUTS_ON.test(verb[0])) return text;
  const thing = text.slice(first.index, verb.index).trim();
  if (/[,.;:!?]/.test(thing)) return text;
  const rest = text.slice(verb.index + verb[0].length).trim();
  return `${text.slice(0, first.index)}${text.slice(verb.index, verb.index + verb[0].length)} ${rest} ${thing}`;
}
