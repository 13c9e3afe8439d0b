/**
 * Laughter ('jaja', 'jeje', 'xd', 'lol') and asks of how to answer ('sé sincero', 'no te cortes', 'sin rodeos',
 * 'pregunta tonta:', 'una duda:') and what announces them ('dos cosas:'): words said to Shifu around a request, which describe nothing to look for. Read as
 * search words they filter everything out ('¿qué se me ha pasado de fecha? sé sincero jaja' found nothing «jaja»).
 */
const ASIDES =
  /[\s,.;:!¡]*(?<!\p{L})(?:ja(?:ja)+j?|je(?:je)+j?|ji(?:ji)+j?|js(?:js)+|x+d+|lol|s[eé]\s+(?:sincer|honest)[oa]|d[ií]me(?:lo)?\s+sin\s+rodeos|sin\s+rodeos|no\s+te\s+cortes|sinceramente|con\s+since?ridad|(?:una\s+)?pregunta\s+tonta|(?:una\s+)?duda\s+r[aá]pida|por\s+curiosidad|(?:una|dos|tres|cuatro|un\s+par\s+de|varias|unas)\s+cosas?(?:\s+r[aá]pidas?)?(?=\s*:))(?!\p{L})[\s,.;:!]*/giu;

/** The request without what is said to Shifu around it; an aside alone stays as it is. */
export function dropAsidesToAssistant(text: string): string {
  const dropped = text
    .replace(ASIDES, " ")
    .replace(/\s+([?!.,])/gu, "$1")
    .trim();
  return /\p{L}{2}/u.test(dropped) ? dropped : text;
}
