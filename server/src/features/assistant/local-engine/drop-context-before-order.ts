import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { foldCharacters } from "./normalize-text";
import { readFrontedThing } from "./read-fronted-thing";
import { opensWithVerb } from "./split-requests";

/**
 * Where what the person tells gives way to what they ask: 'Estamos retrasando la campaña, así que…', 'Laura sigue
 * esperando lo del informe; escríbele…', 'Ya la mandé ayer. Márcala…'.
 */
const GIVES_WAY = /(?:,\s*(?:as[ií]\s+que|por\s+eso|por\s+lo\s+que)|;|\.(?=\s))\s*/giu;

/** Where a sentence of its own begins: the start, or after a question or an exclamation. */
const SENTENCE_START = /[?!¿¡]\s*/gu;

/** Who a statement is about when it opens with them: 'Laura sigue…', 'la de Navarro Asociados se quejaba…'. */
const OPENING_SUBJECT =
  /^(?:(?:l[ao]s?|el)\s+de\s+(?:\p{Lu}[\p{L}'-]*)(?:\s+\p{Lu}[\p{L}'-]*){0,3}|\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)(?=\s)/u;

/** An order to someone said with 'le' ('escríbele', 'respóndele', 'dile'), with no one named after it. */
const TO_THEM = /^(\p{L}+(?:le|les))(?!\s+(?:a|al)\s)(?=\s)/iu;

function isOrder(text: string): boolean {
  const first =
    foldCharacters(text)
      .toLowerCase()
      .match(/^[\p{L}]+/u)?.[0] ?? "";
  return opensWithVerb(first) || readFrontedThing(text) !== text;
}

/** Something told, not asked: three words or more, and no order in it ('porfa dile a Carlos…' is one). */
export function isStatement(text: string): boolean {
  const words =
    foldCharacters(text)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  // An order said to someone carries its pronoun: 'dile', 'mándale', 'escríbeme'.
  const orders = words.some((word) => ALL_VERB_FORMS.has(word) && /(?:le|les|me|nos)$/.test(word));
  return words.length >= 3 && !opensWithVerb(words[0] ?? "") && !orders && readFrontedThing(text) === text;
}

/**
 * 'Estamos retrasando toda la campaña de primavera, así que la de actualizar el plan muévela dos semanas': a statement
 * that only explains is left out, so that its words describe nothing; an order to 'le' takes whom the statement opened
 * with ('Laura sigue esperando…; escríbele un directo…' writes to Laura). Anything asked before stays.
 */
export function dropContextBeforeOrder(text: string): string {
  const pointed = readThingToldBefore(text);
  if (pointed) return pointed;
  for (const way of [...text.matchAll(GIVES_WAY)].reverse()) {
    const order = text.slice(way.index + way[0].length);
    if (!isOrder(order)) continue;
    const before = text.slice(0, way.index);
    const sentenceStart = Math.max(
      0,
      ...[...before.matchAll(SENTENCE_START)].map((found) => found.index + found[0].length),
    );
    const context = before.slice(sentenceStart).trim();
    if (!isStatement(context)) continue;
    const subject = OPENING_SUBJECT.exec(context)?.[0];
    const told = subject ? order.replace(TO_THEM, `$1 a ${subject}`) : order;
    return `${before.slice(0, sentenceStart)}${told}`;
  }
  return text;
}

/** An order that only points back at a thing: 'táchalo', 'márcala como hecha', 'bórralo ya'. */
const POINTS_BACK_ONLY =
  /^\s*(\p{L}+?)(?:lo|la|los|las)(\s+como\s+\p{L}+)?(?:\s+(?:ya|porfa|por favor|gracias))*[\s.!]*$/iu;

/**
 * 'ya he grabado el vídeo del producto nuevo, táchalo': an order that only points back follows a statement about the
 * thing, whose words are then what the thing is looked for by ('tacha lo de ya he grabado el vídeo…').
 */
function readThingToldBefore(text: string): string | undefined {
  const comma = text.lastIndexOf(",");
  if (comma < 0) return undefined;
  const order = text.slice(comma + 1);
  const found = POINTS_BACK_ONLY.exec(order);
  const context = text.slice(0, comma).trim();
  if (!found?.[1] || !isOrder(order.trim()) || !isStatement(context) || /[?¿.;]/.test(context)) return undefined;
  // 'lo de Levante ya está hecho, márcalo' names the thing already.
  const named = /^(?:el|la|los|las|lo)\s/i.test(context) ? context : `lo de ${context}`;
  return `${found[1]} ${named}${found[2] ?? ""}`;
}
