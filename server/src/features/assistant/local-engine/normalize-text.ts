/**
 * Folds a Spanish phrase to the form the rules compare: lowercase, without accents or 'ñ', without '¿' and '¡', and
 * with single spaces. People type 'muestrame', 'Muéstrame' and '¿muéstrame?' alike, so every rule reads this form.
 */
export function normalizeText(text: string): string {
  return foldCharacters(text)
    .replace(/[¿¡?!.,;:()«»"“”]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Lowercases and strips diacritics one character at a time, so offsets in the result match the original's. */
export function foldCharacters(text: string): string {
  let folded = "";
  for (const character of text) {
    const base = character
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
    folded += base.length === 1 ? base : character.toLowerCase();
  }
  return folded;
}
