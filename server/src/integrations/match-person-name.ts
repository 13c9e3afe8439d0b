/** Lower case without accents, so 'lopez' finds 'López'. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");
}

/** Whether 'marta lopez' names «Marta López»: every word written starts a word of the name or address. */
export function matchesPersonName(candidate: string, wanted: string): boolean {
  const words = foldText(candidate)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const terms = foldText(wanted)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));
}

export function isEmailAddress(text: string): boolean {
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text.trim());
}
