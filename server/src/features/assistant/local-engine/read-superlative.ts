import { stemmer } from "@orama/stemmers/spanish";
import type { ListedItem, ParsedRequest } from "../../../integrations/app-tool";
import { normalizeText } from "./normalize-text";

type Superlative = NonNullable<ParsedRequest["superlative"]>;

/** 'cierra', 'vence', 'termina': the verbs of a thing's due date, after which 'antes' or 'más tarde' orders by it. */
const DUE_VERB = "(?:cierra|cierran|cerrara|cerraran|vence|vencen|vencera|acaba|acaban|termina|terminan)";
/**
 * 'cerrar', 'cerrarse', 'vencer', 'caducar': the same verbs said after 'el próximo en' or 'el último en' ('¿qué negocio
 * es el próximo en cerrarse?', 'la siguiente en vencer').
 */
const DUE_INFINITIVE = "(?:cerrar|vencer|acabar|terminar|caducar|firmar|entregar)(?:se)?";

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
      `\\b(?:${DUE_VERB} (?:antes(?! del? )|primero|lo primero|mas pronto|lo antes)|antes ${DUE_VERB}|(?:primer[oa]?|proxim[oa]|siguiente)(?: [a-z]+)? (?:en|a) ${DUE_INFINITIVE}|mas (?:cercano|proximo|inminente)s?|(?:mi|la|el) (?:proxima|proximo) (?:tarea|entrega|elemento|cosa|negocio)|(?:mas cerca|a punto) de (?:cerrar(?:se)?|vencer|firmar(?:se)?))\\b`,
    ),
  ],
  [
    "latest",
    new RegExp(
      `\\b(?:${DUE_VERB} (?:mas tarde|el ultimo|la ultima|lo ultimo|despues)|ultim[oa] en ${DUE_INFINITIVE})\\b`,
    ),
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

/** 'la que más gustó', '¿qué post gustó menos?': being liked is counted in likes. */
const LIKED_MOST = /\b(?:(mas|menos) (?:gusto|gustaron|ha gustado|han gustado)|(?:gusto|gustaron) (mas|menos))\b/;

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
  const liked = LIKED_MOST.exec(folded);
  if (liked) {
    spans.push({ start: liked.index, end: liked.index + liked[0].length });
    return { superlative: (liked[1] ?? liked[2]) === "mas" ? "largest" : "smallest", of: "Me gusta" };
  }
  for (const [superlative, pattern] of SUPERLATIVES) {
    const match = pattern.exec(folded);
    if (!match) continue;
    spans.push({ start: match.index, end: match.index + match[0].length });
    const company = COMPANY_OF_FIRST.exec(folded);
    if (company) spans.push({ start: company.index, end: company.index + company[0].length });
    return { superlative };
  }
  return undefined;
}

/**
 * '¿cuál es el negocio más gordo y de qué empresa es?': whose the first thing is, which it shows with it; its words
 * ('empresa') describe no thing to look for.
 */
const COMPANY_OF_FIRST = /\b(?:y )?(?:de|para) (?:que|q|cual) (?:empresa|compania|cliente)(?: (?:es|era|son))?\b/;

/**
 * What a superlative question asks for: the item with the most or the least of a measure ('el post con más me gusta',
 * '¿qué publicación tuvo menos likes?', 'el negocio más gordo'). `measure` is the words after 'más', or 'importe' for
 * words of size said of money.
 */
export type MeasureSuperlative = { most: boolean; measure: string };

/** Words of size that, said of a thing with an amount, ask for its amount: 'el negocio más gordo', 'el más caro'. */
const SIZE_WORDS =
  /^(grande|grandes|gordo|gorda|gordos|caro|cara|caros|valioso|valiosa|barato|barata|pequeno|pequena)$/;
const LESS_SIZE = /^(barato|barata|pequeno|pequena)$/;
/** How people name a measure a provider labels otherwise. */
const MEASURE_NAMES: Record<string, string> = {
  like: "me gusta",
  likes: "me gusta",
  corazones: "me gusta",
  comentada: "comentarios",
  comentado: "comentarios",
  comentadas: "comentarios",
  comentados: "comentarios",
  dinero: "importe",
  pasta: "importe",
  valor: "importe",
};

/**
 * Any measure the items show, read from the words after 'más' or 'menos': what `readSuperlative` (the orders the
 * parser knows: amount, date, the counts posts show) leaves unread, such as 'la página más comentada'.
 */
export function readMeasureSuperlative(text: string): MeasureSuperlative | undefined {
  const words = normalizeText(text).split(" ");
  for (const [index, word] of words.entries()) {
    if (!/^(mas|menos|mayor|menor)$/.test(word)) continue;
    const next = words[index + 1] === "de" ? words[index + 2] : words[index + 1];
    const most = word === "mas" || word === "mayor";
    // '¿cuál es el negocio que vale más?': what is worth or costs more has the larger amount.
    if (/^(vale|valen|cuesta|cuestan|factura|facturan|paga|pagan|deja|dejan)$/.test(words[index - 1] ?? ""))
      return { most, measure: "importe" };
    if (!next) continue;
    if (SIZE_WORDS.test(next)) return { most: most && !LESS_SIZE.test(next), measure: "importe" };
    if (next === "me" && words[index + 2] === "gusta") return { most, measure: "me gusta" };
    if (/^\d/.test(next)) continue;
    return { most, measure: MEASURE_NAMES[next] ?? next };
  }
  return undefined;
}

/** The numbers an item's details give, by label: 'Me gusta: 214' → ['me gusta', 214], 'Importe: 48.000 €'. */
function readMeasures(item: ListedItem): [label: string, value: number][] {
  const measures: [string, number][] = [];
  if (item.amount) measures.push(["importe", item.amount.value]);
  for (const detail of item.details ?? []) {
    const match = /^([^:]{2,30}):\s*(-?[\d.]+(?:,\d+)?)/.exec(detail.trim());
    if (!match?.[1] || !match[2]) continue;
    const value = Number(match[2].replace(/\./g, "").replace(",", "."));
    if (Number.isFinite(value)) measures.push([normalizeText(match[1]), value]);
  }
  return measures;
}

function stemsOf(text: string): string[] {
  return normalizeText(text)
    .split(" ")
    .filter((word) => word.length > 2)
    .map((word) => stemmer(word));
}

/** Whether a label names the measure asked for: 'comentarios' is «Comentarios», 'me gusta' is «Me gusta». */
function namesMeasure(label: string, measure: string): boolean {
  if (label === measure) return true;
  const wanted = stemsOf(measure);
  return wanted.length > 0 && wanted.every((stem) => stemsOf(label).includes(stem));
}

/** '¿cuántos likes tiene…?', '¿cuántos comentarios tiene el post…?': the measure counted, in the provider's words. */
export function readCountedMeasure(text: string): string | undefined {
  const match = /\bcuant[oa]s\s+(me gusta|\p{L}+)/u.exec(normalizeText(text));
  const word = match?.[1];
  return word ? (MEASURE_NAMES[word] ?? word) : undefined;
}

/** The value and label of the measure an item shows, if it shows it. */
export function readMeasure(item: ListedItem, measure: string): { value: number; label: string } | undefined {
  const found = readMeasures(item).find(([label]) => namesMeasure(label, measure));
  return found ? { label: found[0], value: found[1] } : undefined;
}

/** The item with the most (or least) of the measure, with its value and the label the provider gave it. */
export function pickSuperlative(
  items: readonly ListedItem[],
  superlative: MeasureSuperlative,
): { item: ListedItem; value: number; label: string } | undefined {
  let best: { item: ListedItem; value: number; label: string } | undefined;
  for (const item of items) {
    const found = readMeasures(item).find(([label]) => namesMeasure(label, superlative.measure));
    if (!found) continue;
    const [label, value] = found;
    if (!best || (superlative.most ? value > best.value : value < best.value)) best = { item, value, label };
  }
  return best;
}
