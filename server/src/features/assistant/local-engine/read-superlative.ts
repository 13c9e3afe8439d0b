import type { ParsedRequest } from "../../../integrations/app-tool";

type Superlative = NonNullable<ParsedRequest["superlative"]>;

/** 'cierra', 'vence', 'termina': the verbs of a thing's due date, after which 'antes' or 'más tarde' orders by it. */
const DUE_VERB = "(?:cierra|cierran|cerrara|cerraran|vence|vencen|vencera|acaba|acaban|termina|terminan)";

/**
 * The ways people ask for the first of their things in some order, on folded lowercase text. 'mayor' and 'menor'
 * followed by 'de' or 'que' and a number are a range of amounts ('mayores de 10.000'), not a superlative.
 */
const SUPERLATIVES: readonly [Superlative, RegExp][] = [
  [
    "largest",
    /\b(?:mas (?:grande|gordo|caro|valioso|alto)s?|(?:de|con) mas (?:valor|importe|dinero)|que mas (?:vale|valen|dinero)|(?:vale|valen|cuesta|cuestan) mas(?! de \d)|mayor(?:es)?(?! (?:de|que) \d))\b/,
  ],
  [
    "smallest",
    /\b(?:mas (?:pequeno|chico|barato|bajo)s?|(?:de|con) menos (?:valor|importe|dinero)|que menos (?:vale|valen)|(?:vale|valen|cuesta|cuestan) menos(?! de \d)|menor(?:es)?(?! (?:de|que) \d))\b/,
  ],
  [
    "soonest",
    new RegExp(
      `\\b(?:${DUE_VERB} (?:antes|primero|lo primero|mas pronto|lo antes)|antes ${DUE_VERB}|(?:primero|proximo) en (?:cerrar|vencer)|mas (?:cercano|proximo|inminente)s?)\\b`,
    ),
  ],
  [
    "latest",
    new RegExp(`\\b(?:${DUE_VERB} (?:mas tarde|el ultimo|la ultima|lo ultimo|despues)|ultimo en (?:cerrar|vencer))\\b`),
  ],
];

/** Counts people rank their posts and messages by, and the label an item's detail gives each ('Me gusta: 214'). */
const COUNTED: readonly [RegExp, string][] = [
  [/^(?:likes?|me gusta|megustas?|corazones)$/, "Me gusta"],
  [/^comentarios$/, "Comentarios"],
  [/^(?:visitas|vistas|visualizaciones|reproducciones)$/, "Visualizaciones"],
  [/^(?:respuestas)$/, "Respuestas"],
  [/^(?:reacciones)$/, "Reacciones"],
];
const MOST_COUNTED =
  /\b(?:con|tiene|tienen|tuvo|ha tenido) (mas|menos) (likes?|me gusta|megustas?|corazones|comentarios|visitas|vistas|visualizaciones|reproducciones|respuestas|reacciones)\b/;

export type SuperlativeRequest = { superlative: Superlative; of?: string };

/** The superlative a request asks for, and where it is written so its words are not read as a description. */
export function readSuperlative(
  folded: string,
  spans: { start: number; end: number }[],
): SuperlativeRequest | undefined {
  const counted = MOST_COUNTED.exec(folded);
  const label = counted && COUNTED.find(([pattern]) => pattern.test(counted[2] ?? ""))?.[1];
  if (counted && label) {
    spans.push({ start: counted.index, end: counted.index + counted[0].length });
    return { superlative: counted[1] === "mas" ? "largest" : "smallest", of: label };
  }
  for (const [superlative, pattern] of SUPERLATIVES) {
    const match = pattern.exec(folded);
    if (!match) continue;
    spans.push({ start: match.index, end: match.index + match[0].length });
    return { superlative };
  }
  return undefined;
}
