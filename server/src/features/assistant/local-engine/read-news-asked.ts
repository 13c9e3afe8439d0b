import { foldCharacters } from "./normalize-text";

/**
 * '¿hay algo nuevo en ventas?', '¿alguna novedad en #general?', 'novedades de Laura?': what is new somewhere, asked
 * as a question. 'nuevo' would otherwise make something ('nuevo negocio') and 'novedad' be a word to look for.
 */
const ASKS_NEWS =
  /^\s*¿?\s*(?:(?:y|oye|bueno|a ver)[\s,]+)?(?:(?:hay|tengo|tienes|tenemos|ha\s+habido|hubo)\s+)?(?:algo\s+(?:nuevo|de\s+nuevo)|alguna\s+novedad|novedades|algo\s+que\s+no\s+haya\s+visto)\s+(en|de|del|por)\s+(?=\S)/u;

/** The question as the rules read what is new: 'qué hay de nuevo en ventas'. */
export function readNewsAsked(text: string): string {
  const found = ASKS_NEWS.exec(foldCharacters(text).toLowerCase());
  if (!found) return text;
  const place = text
    .slice(found[0].length)
    .replace(/[\s?.!]+$/u, "")
    .trim();
  return `qué hay de nuevo ${found[1]} ${place}`;
}
