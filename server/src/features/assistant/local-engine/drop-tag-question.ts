/**
 * '¿hay un doc sobre el teletrabajo, no?', 'tenemos algo de Hoteles Mirador verdad?': a tag asking to be told yes
 * after a question adds nothing to look for, so it is left out. 'sí o no' offers two answers and stays.
 */
const TAG = /(?<!\b(?:o|si|sí))[\s,]+(?:no|verdad|eh|cierto)\s*\?/giu;

export function dropTagQuestion(text: string): string {
  return text.replace(TAG, "?");
}
