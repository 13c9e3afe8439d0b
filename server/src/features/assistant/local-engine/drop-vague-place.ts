/**
 * 'en algún sitio', 'en alguna parte', 'por ahí': a place said without naming one asks everywhere, so it is no word
 * to look for ('¿me han etiquetado en algún sitio?' asks for every mention, not for 'sitio').
 */
const VAGUE_PLACE =
  /\s*\b(?:en|por)\s+(?:alg[uú]n|ning[uú]n|cualquier)\s+(?:sitio|lado|canal|chat|grupo)\b|\s*\b(?:en|por)\s+(?:alguna|ninguna|cualquier)\s+parte\b|\s*\bpor\s+ah[ií](?!\p{L})/giu;

/** The request without a place said without naming one. */
export function dropVaguePlace(text: string): string {
  const dropped = text.replace(VAGUE_PLACE, "");
  return dropped.trim() === "" ? text : dropped;
}
