/** Accents and case do not matter to Google's search, which is what Spanish users rely on. */
export function foldSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
