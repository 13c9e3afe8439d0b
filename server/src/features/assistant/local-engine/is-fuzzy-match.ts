import { distance } from "fastest-levenshtein";

/** Whether two folded words are the same up to a typo: one edit up to 5 letters, two beyond. */
export function isFuzzyMatch(word: string, candidate: string): boolean {
  if (word === candidate) return true;
  const allowed = Math.max(word.length, candidate.length) <= 5 ? 1 : 2;
  if (Math.min(word.length, candidate.length) < 3) return false;
  return distance(word, candidate) <= allowed;
}
