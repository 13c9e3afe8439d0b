/** A word with one of its letters left out, each way: two words share one when a single slip tells them apart. */
function listDeletions(word: string): string[] {
  return [word, ...[...word].map((_letter, index) => word.slice(0, index) + word.slice(index + 1))];
}

/**
 * The Spanish words, other than the mendable ones, within one slip of a mendable word (a letter more, less or changed,
 * or two swapped), found through shared deletions instead of comparing every pair.
 */
export function listSpanishNearWords(spanishWords: readonly string[], mendable: readonly string[]): string[] {
  const mendableSet = new Set(mendable);
  const deletions = new Set(mendable.flatMap(listDeletions));
  const near = spanishWords.filter(
    (word) => word.length >= 4 && !mendableSet.has(word) && listDeletions(word).some((form) => deletions.has(form)),
  );
  return [...new Set(near)].sort();
}
