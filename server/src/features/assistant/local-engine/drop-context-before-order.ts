import { givesAsDone } from "./gives-as-done";
import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { isStopword } from "./is-stopword";
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

/** Who wrote or asked what a statement tells: 'me escribió Rosa…', 'nos ha pedido Javier Ruiz…'. */
const TOLD_BY =
  /\b(?:me|nos)\s+(?:ha\s+)?(?:escribi[oó]|escrito|mand[oó]|mandado|envi[oó]|enviado|pidi[oó]|pedido|pregunt[oó]|preguntado|reclam[oó]|reclamado|propuso|propuesto)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)/u;

/**
 * Whom an order to 'le' after a statement goes to: who wrote what it tells, or whom it opens with ('Laura sigue…'),
 * never a capitalised first word ('El otro día…', 'Ya lo hablé…').
 */
function readToldPerson(context: string): string | undefined {
  const writer = TOLD_BY.exec(context)?.[1];
  if (writer) return writer;
  const subject = OPENING_SUBJECT.exec(context)?.[0];
  const first = foldCharacters(subject?.split(/\s/)[0] ?? "").toLowerCase();
  return subject && (/^(?:l[ao]s?|el)\s+de\s/iu.test(subject) || !isStopword(first)) ? subject : undefined;
}

/** An order to someone said with 'le' ('escríbele', 'respóndele', 'dile'), with no one named after it. */
const TO_THEM = /^(\p{L}+(?:le|les))(?!\s+(?:a|al)\s)(?=\s)/iu;

function isOrder(text: string): boolean {
  const first =
    foldCharacters(text)
      .toLowerCase()
      .match(/^[\p{L}]+/u)?.[0] ?? "";
  return opensWithVerb(first) || readFrontedThing(text) !== text;
}

/**
 * Whether a clause after a comma is an order: 'ya terminé la demo, márcala como completada', '…, dalo por hecho'.
 */
function ordersAfterComma(folded: string): boolean {
  return folded
    .split(/[,;:]\s*/)
    .slice(1)
    .some((clause) => opensWithVerb(clause.match(/^\p{L}+/u)?.[0] ?? "") || givesAsDone(clause));
}

/** Something told, not asked: three words or more, and no order in it ('porfa dile a Carlos…' is one). */
export function isStatement(text: string): boolean {
  const folded = foldCharacters(text).toLowerCase();
  const words = folded.match(/\p{L}+/gu) ?? [];
  // An order said to someone carries its pronoun: 'dile', 'mándale', 'escríbeme'.
  const orders = words.some((word) => ALL_VERB_FORMS.has(word) && /(?:le|les|me|nos)$/.test(word));
  return (
    words.length >= 3 &&
    !opensWithVerb(words[0] ?? "") &&
    !orders &&
    !ordersAfterComma(folded) &&
    readFrontedThing(text) === text
  );
}

/**
 * 'Estamos retrasando toda la campaña de primavera, así que la de actualizar el plan muévela dos semanas': a statement
 * that only explains is left out, so that its words describe nothing; an order to 'le' takes whom the statement opened
 * with ('Laura sigue esperando…; escríbele un directo…' writes to Laura). Anything asked before stays.
 */
export function dropContextBeforeOrder(text: string): string {
  const pointed = readThingToldBefore(text) ?? readThingHadBefore(text) ?? dropBeenAway(text);
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
    const subject = readToldPerson(context);
    const told = subject ? order.replace(TO_THEM, `$1 a ${subject}`) : order;
    return `${before.slice(0, sentenceStart)}${told}`;
  }
  return text;
}

/** 'estuve desconectada unos días', 'vuelvo de vacaciones', 'llevo una semana fuera': where the person has been. */
const BEEN_AWAY =
  /^(?:(?:es que|oye|mira|bueno|pues)\s+)?(?:estuve|he estado|estaba|acabo de|vengo de|vuelvo de|volvi de|he vuelto|llevo)\b[^,;.?¿]*?\b(?:fuera|desconectad[oa]s?|vacaciones|viaje|baja|enferm[oa]|liad[oa]|ocupad[oa]|dias|semanas?|volver|llegar)\b[^,;.?¿]*$/u;

/**
 * 'estuve desconectada unos días, resúmeme en qué me mencionaron': where the person has been only explains what they
 * ask after the comma, and its words would otherwise be looked for.
 */
function dropBeenAway(text: string): string | undefined {
  const comma = text.indexOf(",");
  if (comma < 0 || !BEEN_AWAY.test(foldCharacters(text.slice(0, comma)).toLowerCase().trim())) return undefined;
  return text.slice(comma + 1).trim();
}

/**
 * Where a thing pointed back at goes: the bin, a folder, label or list, or someone ('a Marta'), never a day or an hour
 * ('pásala al viernes' changes when, which the thing's own words must not swallow).
 */
const WHERE_IT_GOES = String.raw`a\s+la\s+papelera|(?:a|al|en)\s+(?:la\s+|el\s+)?(?:carpeta|etiqueta|lista|tablero|proyecto)\s+[^,.;:?¿!]+?|a\s+(?!(?:las?|los|el|hoy|ma[nñ]ana|pasado|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|primera|ultima|última)\b)\p{L}+(?:\s+\p{Lu}\p{L}+)?|a\s+[\w.+-]+@[\w.-]+`;

/**
 * An order that only points back at a thing, maybe saying where it goes: 'táchalo', 'márcala como hecha', 'mándalo a
 * la papelera', 'reenvíaselo a Marta'.
 */
const POINTS_BACK_ONLY = new RegExp(
  String.raw`^\s*(\p{L}+?)(se)?(?:lo|la|los|las)(\s+como\s+\p{L}+)?(\s+(?:${WHERE_IT_GOES}))?(?:\s+(?:ya|porfa|por favor|gracias))*[\s.!]*$`,
  "iu",
);

/** Where the statement ends and the order begins: a comma, a semicolon or a full stop. */
const ORDER_START = /(?:,|;|\.(?=\s))\s*/gu;

/** Where the statement's own sentence begins: after an earlier full stop, question or exclamation. */
const STATEMENT_START = /(?:[?!;]|\.(?=\s))\s*/gu;

/**
 * 'ya he grabado el vídeo del producto nuevo, táchalo', 'me llegó un correo de Iberia con la reserva. reenvíaselo a
 * Marta': an order that only points back follows a statement about the thing, whose words are then what the thing is
 * looked for by ('tacha lo de ya he grabado el vídeo…'); where it goes is said before them.
 */
function readThingToldBefore(text: string): string | undefined {
  const boundary = [...text.matchAll(ORDER_START)].at(-1);
  if (!boundary) return undefined;
  const order = text.slice(boundary.index + boundary[0].length);
  const found = POINTS_BACK_ONLY.exec(order);
  if (!found?.[1] || !isOrder(order.trim())) return undefined;
  const before = text.slice(0, boundary.index);
  const start = Math.max(0, ...[...before.matchAll(STATEMENT_START)].map((end) => end.index + end[0].length));
  const context = before.slice(start).trim();
  if (!isStatement(context)) return undefined;
  // 'lo de Levante ya está hecho, márcalo' names the thing already.
  const named = /^(?:el|la|los|las|lo)\s/i.test(context) ? context : (nameThingArrived(context) ?? `lo de ${context}`);
  // 'pásaselo a Marta': the 'se' was 'le', whom it goes to ('pásale a Marta…' forwards; 'pasa a Marta…' would not).
  const verb = found[2] ? `${found[1]}le` : found[1];
  return `${before.slice(0, start)}${verb}${found[4] ?? ""} ${named}${found[3] ?? ""}`;
}

/** 'me llegó una invitación al comité…', 'nos han mandado un presupuesto…': a thing that arrived, told as news. */
const ARRIVED =
  /^(?:(?:oye|mira|bueno|pues)[\s,]+)?(?:me|nos)\s+(?:ha\s+|han\s+)?(?:llegad[oa]|lleg[oó]|llegaron|mandad[oa]|mand[oó]|mandaron|enviad[oa]|envi[oó]|enviaron)\s+(un|una|unos|unas)\s+(\S.*)$/iu;

/** 'un' becomes 'el': the thing told of is now the one meant. */
const DEFINITE: Record<string, string> = { un: "el", una: "la", unos: "los", unas: "las" };

/** 'que todavía no respondí', 'que aún no he mirado': that it waits on the person is no word of its name. */
const STILL_WAITING = /\s+(?:que|q)\s+(?:todav[ií]a|a[uú]n)\s+no\s+.*$/iu;

/**
 * 'me llegó una invitación al comité de seguridad que todavía no respondí, acéptala': the thing that arrived, named
 * as the one meant ('la invitación al comité de seguridad'), so its kind and words find it.
 */
function nameThingArrived(context: string): string | undefined {
  const found = ARRIVED.exec(context);
  const article = DEFINITE[(found?.[1] ?? "").toLowerCase()];
  return found?.[2] && article ? `${article} ${found[2].replace(STILL_WAITING, "")}` : undefined;
}

/** 'tengo la revisión con Laura mañana', 'nos toca la demo del jueves': a thing the person has, named with its article. */
const HAS_THING =
  /^(?:(?:oye|mira|bueno|pues|ojo)[\s,]+)?(?:tengo|tenemos|tienes|hay|me\s+toca|nos\s+toca)\s+((?:el|la|los|las)\s[^,.;:?¿!]+?)\s*$/iu;

/** An order that points back at a thing with its pronoun ('muévela a las 5', 'pásala al viernes', 'cancélala'). */
const POINTS_BACK = /^\s*\p{L}+?(?:lo|la|los|las)\b/iu;

/**
 * 'tengo la revisión con Laura mañana. muévela a las 5': what the person has is the thing the order points back at,
 * named before its verb as people also say it ('la revisión con Laura mañana muévela a las 5'), so that its day and
 * whom it is with find it and the order's own day or hour is where it goes.
 */
function readThingHadBefore(text: string): string | undefined {
  const boundary = [...text.matchAll(ORDER_START)].at(-1);
  if (!boundary) return undefined;
  const order = text.slice(boundary.index + boundary[0].length).trim();
  if (!POINTS_BACK.test(order) || !isOrder(order)) return undefined;
  const before = text.slice(0, boundary.index);
  const start = Math.max(0, ...[...before.matchAll(STATEMENT_START)].map((end) => end.index + end[0].length));
  const thing = HAS_THING.exec(before.slice(start).trim())?.[1];
  if (!thing) return undefined;
  const fronted = readFrontedThing(`${thing} ${order}`);
  return fronted === `${thing} ${order}` ? undefined : `${before.slice(0, start)}${fronted}`;
}
