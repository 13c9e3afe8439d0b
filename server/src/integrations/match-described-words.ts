import { foldText } from "./match-person-name";

/** The start of a word that its other forms share: 'subir' → 'subi' finds 'subirlas' and 'subido'. */
function readStem(word: string): string {
  return word.length <= 4 ? word : word.slice(0, Math.max(4, word.length - 2));
}

/**
 * A test for texts that hold any of the words, by their stems and accents aside: what a listing with no search of its
 * own keeps while it pages further back ('notas gastos' keeps «Las notas de gastos de este mes…»). Words of two
 * letters or fewer say nothing on their own and are left out.
 */
export function matchAnyDescribedWord(words: string): (text: string) => boolean {
  const stems = [
    ...new Set(
      foldText(words)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 2)
        .map(readStem),
    ),
  ];
  return (text) => {
    const folded = foldText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    return stems.some((stem) => folded.some((word) => word.startsWith(stem)));
  };
}
