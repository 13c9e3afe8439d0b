import { foldCharacters } from "./normalize-text";

/**
 * '¿en qué quedamos en la última reunión del comité?', '¿qué se acordó en la reunión con Alameda?', '¿qué decidimos
 * en el comité de dirección?': what was agreed at a meeting is written in its minutes, not in the calendar, which holds
 * only when it was ('¿qué acuerdos salieron del comité?' names the agreements, which the rules read in the minutes
 * already). Folded text; the meeting is what follows 'en'/'de'.
 */
const ASKS_AGREED =
  /^\s*¿?\s*(?:(?:oye|y|a\s+ver)[\s,]+)?(?:(?:en\s+)?(?:que|q)\s+(?:quedamos|quedaron|quedasteis|se\s+quedo|se\s+acordo|acordamos|acordaron|se\s+decidio|decidimos|decidieron))\s+(?:en|de|del|con)\s+((?:(?:la|el)\s+)?(?:ultim[ao]\s+)?(?:reunion|comite|junta|llamada|sesion)\b[^?¿.;]*)/u;

/**
 * The question as the rules read one about minutes, naming the meeting by what it is of ('qué dice el acta del comité
 * de dirección', 'qué dice el acta de Grupo Alameda'): the word 'reunión' would send it to the calendar again. Whatever
 * is asked after it is kept.
 */
export function readAgreedAsMinutes(text: string): string {
  const folded = foldCharacters(text).toLowerCase();
  const found = ASKS_AGREED.exec(folded);
  const meeting = found?.[1];
  if (!found || !meeting) return text;
  const end = found.index + found[0].length;
  const said = text
    .slice(end - meeting.length, end)
    .replace(/^(?:la|el)\s+/iu, "")
    .replace(/^[úu]ltim[ao]\s+/iu, "")
    .replace(/^(?:reuni[oó]n|junta|llamada|sesi[oó]n)\s+(?:(?:de|del|con)\s+)?/iu, "")
    .trim();
  const of = /^(?:comit[eé]|consejo|equipo|departamento)(?!\p{L})/iu.test(said) ? "del" : "de";
  return `qué dice el acta ${of} ${said}${text.slice(end)}`;
}
