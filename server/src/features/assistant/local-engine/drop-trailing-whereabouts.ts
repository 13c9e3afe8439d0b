import { matchAppName } from "./match-app-name";
import { tokenizeRequest } from "./tokenize-request";

/**
 * After a question, a short sentence that only says where the thing is: 'está el acta en notion', 'el de la carpeta
 * finanzas', 'lo tengo en el drive'. After a comma too, closing the message: 'necesito el total de la propuesta, está
 * en el drive en algún lado'.
 */
const WHEREABOUTS =
  /(?<=\?|,)\s*((?:est[aá]n?|lo\s+tengo|la\s+tengo|los\s+tengo|las\s+tengo|lo\s+guard[eé]|la\s+guard[eé]|(?:el|la|los|las)\s+(?:de|que\s+est[aá]n?)\s)(?:\s*\S+){0,6}?\s*(?:\ben\s+|\bcarpeta\s+)\S+(?:\s+\S+)?)[.!\s]*$/iu;

/**
 * '¿qué acuerdos salieron del último comité? está el acta en notion', '¿cuánto nos desviamos en el presupuesto 2026?
 * el de la carpeta finanzas': where the thing is, said after the question, is no word of the thing itself; the app it
 * names, if any, goes into the question, and a folder is dropped (a search finds the thing by its own name).
 */
export function dropTrailingWhereabouts(text: string): string {
  const found = WHEREABOUTS.exec(text);
  if (!found?.[1]) return text;
  const question = text.slice(0, found.index);
  // '¿qué dice? está en la carpeta de RRHH': a question that names nothing needs what follows it.
  if ((question.match(/\p{L}+/gu) ?? []).length < 4) return text;
  const app = matchAppName(tokenizeRequest(found[1]));
  if (!app) return question;
  const words = tokenizeRequest(found[1]);
  const named = app.tokenIndexes.map((index) => words[index]?.raw ?? "").join(" ");
  return `${question.replace(/[?,]\s*$/u, "")} en ${named}?`;
}
