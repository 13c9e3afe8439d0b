import { isStatement } from "./drop-context-before-order";

/** Where a question opens after something told: at '¿', or at a last sentence that ends with '?'. */
const QUESTION_OPENS = /(?<=[\p{L}\d.,;:!)]\s*)¿|(?<=[.!;]\s+)(?=[^.!?¿;]+\?[\s?!]*$)/gu;

/**
 * 'tengo la cabeza como un bombo, qué tengo pendiente…?', 'llevo toda la mañana apagando fuegos, cuántos…?': after a
 * comma, a question word opens a question of its own only when what comes before tells how the person is, in the first
 * person; 'en el excel de las ventas, ¿qué previsión…' or 'Marta me escribió…, qué facturas…' say what it is about.
 */
const QUESTION_AFTER_COMMA =
  /,\s*(?=(?:qu[eé]|q|cu[aá]nt[oa]s?|cu[aá]l(?:es)?|d[oó]nde|qui[eé]n(?:es)?|cu[aá]ndo)\s[^?¿]*\?[\s?!]*$)/iu;
const TELLS_HOW_ONE_IS =
  /^(?:(?:uf+|buf+|madre\s+m[ií]a|oye|mira|bueno|pues)[\s,!]+)?(?:estoy|ando|llevo|vengo|vuelvo|acabo|estuve|tengo\s+la\s+cabeza|no\s+doy\s+abasto|voy\s+(?:a\s+tope|fatal|liad))/iu;

/** A name, an address or a figure in what is told: then it may be what the question is about. */
const NAMES_SOMETHING = /\s\p{Lu}|@|\d/u;

/**
 * 'estuve todo el día metida en reuniones y no vi nada, ¿alguien me mencionó en slack entre ayer y hoy?', 'vuelvo de
 * unos días fuera y tengo el correo hecho un desastre. cuantos sin leer me quedan?': what is told before a question
 * that stands on its own is left out, so that its words ('reuniones', 'unos días') describe nothing and filter
 * nothing. It stays when the question needs it ('tengo una factura pendiente, ¿de cuánto es?'), when it names
 * someone or something, and when a question was asked before it.
 */
export function dropStatementBeforeQuestion(text: string, standsAlone: (question: string) => boolean): string {
  const afterComma = QUESTION_AFTER_COMMA.exec(text);
  if (afterComma && TELLS_HOW_ONE_IS.test(text.trim())) {
    const question = text.slice(afterComma.index + afterComma[0].length);
    if (!NAMES_SOMETHING.test(` ${text.slice(1, afterComma.index)}`) && standsAlone(question)) return question;
  }
  for (const opening of text.matchAll(QUESTION_OPENS)) {
    const told = text.slice(0, opening.index).replace(/[\s,;:.!]+$/u, "");
    const question = text.slice(opening.index);
    if (/[?¿]/u.test(told) || !isStatement(told) || NAMES_SOMETHING.test(` ${told.slice(1)}`)) continue;
    return standsAlone(question) ? question : text;
  }
  return text;
}
