/**
 * 'al final', 'o sea', 'en plan', a list closed with 'y demás', 'etc.' or 'y todo eso': words people put in while they
 * speak, which hold nothing to look for ('¿a qué hora era al final la formación?'). 'al final de(l) …' says where, and
 * stays.
 */
const FILLERS =
  /\s*\b(?:al\s+final(?!\s+(?:de|del)\b)|o\s+sea|en\s+plan|y\s+dem[aá]s|etc(?:[eé]tera)?\b\.?|y\s+todo\s+eso|y\s+esas\s+cosas)(?!\p{L}),?/giu;

/** The request without the words put in while speaking. */
export function dropFillerPhrases(text: string): string {
  const dropped = text.replace(FILLERS, "");
  return dropped.trim() === "" ? text : dropped;
}
