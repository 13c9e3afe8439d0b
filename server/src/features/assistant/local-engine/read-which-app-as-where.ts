/**
 * 'en qué app', 'en qué sitio', 'en qué carpeta': asking which of the person's places holds a thing ('en qué parte del
 * contrato…' asks where inside one thing, and stays).
 */
const WHICH_PLACE = /(^|[\s¿¡,])en\s+qu[eé]\s+(?:app|apps|aplicaci[oó]n|aplicaciones|sitio|carpeta)\b/iu;

/**
 * '¿en qué app tengo guardado el plan de vacaciones?' asks where the thing is, as '¿dónde tengo…?' does: the app is
 * what the answer says, not a word of the thing to look for.
 */
export function readWhichAppAsWhere(text: string): string {
  return text.replace(WHICH_PLACE, "$1dónde");
}
