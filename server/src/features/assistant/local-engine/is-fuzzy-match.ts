import { distance } from "fastest-levenshtein";
import { isTransposition } from "../../../integrations/matches-name-loosely";

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
