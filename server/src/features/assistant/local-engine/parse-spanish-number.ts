/** Small numbers said in words, folded. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
};

/** Reads '3' or 'tres' (already folded) as a number; anything else is undefined. */
export function parseSpanishNumber(word: string): number | undefined {
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}

/** The number words, for patterns that accept 'hace dos días' as well as 'hace 2 días'. */
export const SPANISH_NUMBER_PATTERN = `\\d{1,3}|${Object.keys(NUMBER_WORDS).join("|")}`;
