import { foldCharacters } from "./normalize-text";

/**
 * The Spanish words, other than the names themselves, that a typo of an app's name could be ('invita' for 'insta'),
 * by the same test the app matcher reads typos with.
 */
export function listSpanishNearAppNames(
  spanishWords: readonly string[],
  names: readonly string[],
  isCloseEnough: (word: string, name: string) => boolean,
): string[] {
  const nameSet = new Set(names);
  const near = spanishWords
    .map((word) => foldCharacters(word.toLowerCase()))
    .filter((word) => !nameSet.has(word) && names.some((name) => isCloseEnough(word, name)));
  return [...new Set(near)].sort();
}
