import { distance } from "fastest-levenshtein";

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

/**
 * Whether two folded words are the same up to a typo: one edit up to 5 letters, two beyond, a swap of neighbours
 * counting as one edit.
 */
export function isFuzzyMatch(word: string, candidate: string): boolean {
  if (word === candidate) return true;
  if (Math.min(word.length, candidate.length) < 3) return false;
  const allowed = Math.max(word.length, candidate.length) <= 5 ? 1 : 2;
  return distance(word, candidate) <= allowed || isTransposition(word, candidate);
}
