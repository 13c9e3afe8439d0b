import { foldCharacters } from "../assistant/local-engine/normalize-text";

/** Words that open a new statement after a comma or 'y': a person speaking of themselves, a day, a habit. */
const STARTER =
  /^(?:(?:y|e|pero|ademas|tambien|aparte)\s*,?\s+)?(?:mi|mis|nuestro|nuestra|nuestros|nuestras|yo|me|nos|tengo|tenemos|trabajo|trabajamos|estoy|estamos|soy|somos|prefiero|preferimos|quiero|necesito|debo|hay que|llevo|entro|salgo|empiezo|termino|acabo|odio|usa|uso|responde|respondeme|hablame|tratame|escribeme|recuerda|recuerdame|no|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|proximo|dia)|los (?:lunes|martes|miercoles|jueves|viernes|sabados|domingos)|manana|hoy|pasado manana|esta semana|la semana|la proxima|por la (?:manana|tarde|noche)|cada|todos los|siempre|nunca)(?![a-z])/;
const SEPARATOR = /,\s*|\s+(?:y|e|pero|ademas|aunque)\s+/g;

function splitSentence(sentence: string): string[] {
  const folded = foldCharacters(sentence);
  const clauses: string[] = [];
  let start = 0;
  for (const separator of folded.matchAll(SEPARATOR)) {
    const next = separator.index + separator[0].length;
    if (!STARTER.test(folded.slice(next))) continue;
    clauses.push(sentence.slice(start, separator.index));
    start = next;
  }
  clauses.push(sentence.slice(start));
  return clauses;
}

/** A training message's statements: sentences, and the parts of a sentence that open with a statement of their own. */
export function splitIntoClauses(message: string): string[] {
  return message
    .split(/(?<=[.!?;])\s+|\n+|^\s*[-*•]\s+/m)
    .flatMap((sentence) => splitSentence(sentence.replace(/^\s*[-*•]\s+/, "")))
    .map((clause) =>
      clause
        .trim()
        .replace(/^(?:y|e|pero|además|ademas|también|tambien|aparte)\s*,?\s+/i, "")
        .replace(/[.;!]+$/, "")
        .trim(),
    )
    .filter((clause) => clause.length > 0);
}
