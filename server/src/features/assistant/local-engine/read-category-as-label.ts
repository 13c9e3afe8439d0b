/**
 * 'ponle la categoría Proveedores al correo de Endesa', 'categorízalo como Finanzas': Outlook calls its labels
 * categories, so the word is read as the label word the rules already know.
 */
const CATEGORY_WORDS: readonly [RegExp, string][] = [
  [/\bcategor[ií]as\b/giu, "etiquetas"],
  [/\bcategor[ií]a\b/giu, "etiqueta"],
  [/\bcategor[ií]z(?:a|ale)(?=lo|los|la|las|me)/giu, "etiquéta"],
  [/\bcategoriza\b/giu, "etiqueta"],
];

export function readCategoryAsLabel(text: string): string {
  return CATEGORY_WORDS.reduce((read, [word, label]) => read.replace(word, label), text);
}
