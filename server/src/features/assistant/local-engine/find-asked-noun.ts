import type { Token } from "./tokenize-request";

/** 'qué' ('q'), 'cuál', 'cuáles': asking which one of a kind. */
const WHICH = /^(?:que|q|cual|cuales)$/;

/** Prepositions a question word may follow: '¿en qué sala…?', '¿para qué reunión…?'. */
const PREPOSITION = /^(?:a|de|en|para|con|por|sobre|desde|hasta)$/;

/** Articles and prepositions, which follow the verb of '¿qué dice el…?', '¿qué sabes de…?', never a noun asked. */
const AFTER_VERB = /^(?:el|la|los|las|lo|un|una|de|del|en|a|al|con|por|para|sobre|sin)$/;

/**
 * Whether the word after 'qué' is a verb rather than the noun asked: a noun is followed by its verb ('¿qué sala es…?',
 * '¿qué descuento teníamos…?'), a verb by what it is said of ('¿qué dice el acta?', '¿qué necesita Pedro?').
 */
function isVerbAsked(next: Token | undefined): boolean {
  if (!next) return true;
  return AFTER_VERB.test(next.norm) || /^\p{Lu}/u.test(next.raw);
}

/** Whether a question opens at `token`: '¿' right before it, or it opens the request, written with its accent. */
function opensQuestion(text: string, tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (!token) return false;
  if (text.slice(0, token.start).trimEnd().endsWith("¿")) return true;
  // '… y en qué sala es?': after 'y', in a request that asks.
  if (tokens[index - 1]?.norm === "y" && text.includes("?")) return true;
  // 'del acta del comité, qué acuerdos quedaron pendientes?': after the thing named first and a comma, too.
  if (text.slice(0, token.start).trimEnd().endsWith(",") && text.includes("?")) return true;
  // Written with its accent, or shortened ('q día…?'), a question word that opens the request asks.
  return index === 0 && /^(?:qué|cuál|cuáles|q)$/i.test(token.raw);
}

/**
 * '¿para qué reunión era?', '¿en qué sala es el comité?', 'Oye, en la de Hoteles Mediterráneo, ¿qué descuento
 * teníamos que poner?': the noun after the question word is what is asked, an answer to find inside the thing, not a
 * word that says which thing it is. The token index of that noun, when a question opens with it.
 */
export function findAskedNoun(text: string, tokens: readonly Token[], used: ReadonlySet<number>): number | undefined {
  for (let index = 0; index < tokens.length - 2; index++) {
    const which = tokens[index];
    if (!which || !WHICH.test(which.norm) || which.endsClause) continue;
    const before = tokens[index - 1];
    const asks =
      opensQuestion(text, tokens, index) ||
      (before !== undefined && PREPOSITION.test(before.norm) && opensQuestion(text, tokens, index - 1));
    const noun = tokens[index + 1];
    if (asks && noun && !noun.endsClause && !used.has(index + 1) && !isVerbAsked(tokens[index + 2])) return index + 1;
  }
  return undefined;
}
