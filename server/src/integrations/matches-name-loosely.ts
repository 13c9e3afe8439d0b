import { distance } from "fastest-levenshtein";
import { foldText } from "./match-person-name";

function splitWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether `word` is `candidate` with two neighbouring letters swapped ('gmial'), a single slip for a typist. */
export function isTransposition(word: string, candidate: string): boolean {
  if (word.length !== candidate.length) return false;
  const differing = [...word].flatMap((letter, index) => (letter === candidate[index] ? [] : [index]));
  const [first, second] = differing;
  return (
    differing.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    word[first] === candidate[second] &&
    word[second] === candidate[first]
  );
}

/** One slip of a typist: a letter more, less or changed, or two neighbours swapped ('vidla' for 'vidal'). */
export function isOneSlip(word: string, candidate: string): boolean {
  return distance(word, candidate) <= 1 || isTransposition(word, candidate);
}

/**
 * Whether 'marta vidla' or 'carmen agilar' names «Marta Vidal» or «Carmen Aguilar»: every word written is a word of the
 * name, whole or with one slip when it has four letters or more; a short word must be whole ('gil' is not 'gal').
 */
export function matchesNameLoosely(candidate: string, wanted: string): boolean {
  const words = splitWords(candidate);
  const terms = splitWords(wanted);
  return (
    terms.length > 0 &&
    terms.every((term) => words.some((word) => word === term || (term.length >= 4 && isOneSlip(term, word))))
  );
}
