import { foldCharacters } from "./normalize-text";

/** The kinds of place a meeting is held in, as people name them before the place's own name. */
const PLACE_NOUNS =
  "sala|salon|cafeteria|cafe|bar|restaurante|oficina|oficinas|despacho|hotel|local|auditorio|edificio|planta|aula|" +
  "sede|calle|plaza|avenida|terraza|recepcion|nave|almacen|tienda|centro";
/** 'en la sala Azul', 'en el restaurante Sacha', 'en la cafetería La Lola': where the place's words begin. */
const PLACE = new RegExp(`\\ben\\s+(?:(?:el|la|los|las|nuestra|nuestro|mi)\\s+)?(?=(?:${PLACE_NOUNS})\\b)`, "g");
/** Where the place's words end: another detail of the meeting ('a las 9', 'con Marta', 'e invita a…', 'el jueves'). */
const PLACE_END =
  /[,;.!?«»"“”()]|\s(?:e|y|con|para|que|por|a\s+las?|a\s+la|de\s+(?:\d|media|una?\s|dos\s|tres\s)|(?:el|este|esta)\s+(?:pr[oó]ximo\s+)?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|d[ií]a)\b|ma[nñ]ana\b|pasado\b|hoy\b|invit|desde\b|hasta\b|durante\b)/iu;
const MAX_PLACE_WORDS = 6;

/**
 * 'en la sala Azul', 'en la cafetería La Lola': where a new meeting is held, as written, and where the words stand in
 * the request (so that they are read as no name, person or title); undefined when no kind of place is named.
 */
export function readNewEventPlace(text: string): { place: string; start: number; end: number } | undefined {
  const folded = foldCharacters(text);
  for (const match of folded.matchAll(PLACE)) {
    const from = match.index + match[0].length;
    const rest = text.slice(from);
    // Read with a space before it, so that a detail right after the place's noun still ends it.
    const cut = PLACE_END.exec(` ${rest}`);
    const said = (cut ? rest.slice(0, Math.max(0, cut.index - 1)) : rest).trim();
    if (!said || said.split(/\s+/).length > MAX_PLACE_WORDS) continue;
    return { place: said, start: match.index, end: from + rest.indexOf(said) + said.length };
  }
  return undefined;
}
