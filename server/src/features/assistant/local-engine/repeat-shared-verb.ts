import { findFrontedVerb } from "./find-fronted-verb";
import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { foldCharacters } from "./normalize-text";

/**
 * Verbs that change one thing that exists, which people say once for two things: 'borra el A y también el B', 'manda a
 * la papelera el A y también el B'; voseo's stress too ('eliminá').
 */
const SHARED_VERB =
  "borr[aá]|b[oó]rrame|elimin[aá]|elim[ií]name|archiv[aá]|arch[ií]vame|tach[aá]|complet[aá]|acept[aá]|rechaz[aá]|quit[aá]|(?:mand[aá]|tir[aá]|mueve|mov[eé]|llev[aá])\\s+a\\s+la\\s+papelera";

/** What opens a thing: an article, or a word that points at it ('ese documento'). */
const THING_OPENS = "(?:el|la|los|las|ese|esa|esos|esas|este|esta|mi|mis)";

/**
 * 'borra el boletín y también la oferta de Tienda XYZ', 'archiva el de LinkedIn y el de Iberia', 'mandá a la papelera
 * ese documento…, y ya que estás también el txt de notas': a second thing after 'y también' (or 'y el de…', a thing
 * named by what it is of) takes the same verb.
 */
const TWO_THINGS = new RegExp(
  `^(\\s*(?:(?:porfa|por favor|oye),?\\s+)?(${SHARED_VERB})\\s+${THING_OPENS}\\s+.+?,?\\s+y\\s+(?:ya que est[aá]s,?\\s+|de paso,?\\s+)?)((?:tambi[eé]n|adem[aá]s)\\s+(?:el|la|los|las)\\s|(?:el|la|los|las)\\s+del?\\s)`,
  "iu",
);

/** The verb said again before the second thing, so that each is its own request. */
export function repeatSharedVerb(text: string): string {
  return text.replace(TWO_THINGS, (match, first: string, verb: string, second: string) => {
    if (hasVerbOfItsOwn(text.slice(first.length))) return match;
    const also = /^(?:tambi[eé]n|adem[aá]s)\s+/iu.exec(second)?.[0] ?? "";
    return `${first}${also}${verb.toLowerCase()} ${second.slice(also.length)}`;
  });
}

/**
 * 'borra el de soporte… y el de la renovación del coworking archívalo': a second thing followed by a verb that points
 * back at it has a verb of its own.
 */
function hasVerbOfItsOwn(second: string): boolean {
  const words = foldCharacters(second.split(/[.;!?]/)[0] ?? "")
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, ""))
    .filter(Boolean);
  const start = /^(?:tambien|ademas)$/.test(words[0] ?? "") ? 1 : 0;
  return findFrontedVerb(words.slice(start), (word) => ALL_VERB_FORMS.has(word)) !== undefined;
}
