import { isStatement } from "./drop-context-before-order";

/** Where a question opens after something told: at '¿', or at a last sentence that ends with '?'. */
const QUESTION_OPENS = /(?<=[\p{L}\d.,;:!)]\s*)¿|(?<=[.!;]\s+)(?=[^.!?¿;]+\?[\s?!]*$)/gu;

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
  for (const opening of text.matchAll(QUESTION_OPENS)) {
    const told = text.slice(0, opening.index).replace(/[\s,;:.!]+$/u, "");
    const question = text.slice(opening.index);
    if (/[?¿]/u.test(told) || !isStatement(told) || NAMES_SOMETHING.test(` ${told.slice(1)}`)) continue;
    return standsAlone(question) ? question : text;
  }
  return text;
}
