import { ALL_VERB_FORMS, isIntentWord } from "./intent-vocabulary";
import { isStopword } from "./is-stopword";
import { opensMessage } from "./opens-message";
import { parseSpanishNumber } from "./parse-spanish-number";
import type { Token } from "./tokenize-request";

const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

/**
 * Words before a person: 'de Laura', 'a Marta', 'que me envió Pedro', '¿me respondió Pedro?', 'enviados por Ana', 'al
 * contacto Juan'.
 */
const LOOSE_TRIGGERS =
  /^(de|a|por|envio|mando|escribio|respondio|contesto|remitente|from|contacto|cliente|enviado|enviados|enviada|enviadas|mandados|mandado|escritos|escrito|respondido|contestado|dicho|dijo|contado|conto|comentado|comento|conmigo|usuario|usuaria|companero|companera)$/;
/**
 * 'lo que me pasó Rosa', 'lo que nos mandaron los de Iberia': verbs of handing over name who sent only after 'me' or
 * 'nos' ('¿qué pasó ayer?' names nobody).
 */
const HANDED_TO_ME = /^(paso|pasaron|reenvio|reenviaron|enviaron|mandaron)$/;

/** Triggers also used for other things ('para revisar', 'con prioridad', 'tiene prisa'): the name must be capitalised. */
const STRICT_TRIGGERS = /^(para|con|y|tiene|tienen|lleva|llevan)$/;

/**
 * Words that follow 'de' or 'a' without being anyone ('de trabajo' stays a keyword only if capitalised); a company's
 * departments are whom a meeting is for, not a person ('la presentación de resultados a dirección').
 */
const NOT_NAMES =
  /^(nuevo|correo|hoy|ayer|manana|hace|antes|poco|rato|semana|mes|ano|dia|dias|hora|horas|trabajo|equipo|proyecto|proyectos|mi|mis|tu|tus|su|sus|google|microsoft|la|las|los|el|lo|leer|calculo|mis|papelera|parte|contenido|dice|hecha|hecho|completada|completado|privado|privados|privada|privadas|privi|dm|md|directo|interno|direccion|gerencia|administracion|contabilidad)$/;

function isNameCandidate(
  token: Token | undefined,
  index: number,
  used: ReadonlySet<number>,
  next?: Token,
  /** The word ends the request right after 'me mandó', 'me escribió': who did it, unless a verb the rules know. */
  lastAfterSender = false,
): boolean {
  if (!token || used.has(index)) return false;
  if (!/^[\p{L}][\p{L}'-]*$/u.test(token.raw)) return false;
  if (isStopword(token.norm) || isIntentWord(token.norm) || NOT_NAMES.test(token.norm)) return false;
  if (parseSpanishNumber(token.norm) !== undefined) return false;
  // 'javier', 'oscar' look like verbs ('a revisar'); right before what a message says, such a word is whom it is for.
  return (
    !/(ar|er|ir)$/.test(token.norm) ||
    /^[A-ZÁÉÍÓÚÑ]/.test(token.raw) ||
    opensMessage(next?.norm ?? "") ||
    (lastAfterSender && next === undefined && !ALL_VERB_FORMS.has(token.norm))
  );
}

/** Verbs of sending whose subject follows them: 'lo último que me mandó javier'. */
const SENT_BY = /^(envio|mando|escribio|respondio|contesto|paso|pasaron|reenvio|enviaron|mandaron)$/;

function isCapitalised(token: Token | undefined): boolean {
  return token !== undefined && /^[A-ZÁÉÍÓÚÑ]/.test(token.raw);
}

/** The e-mail address written in a request, if any. */
export function extractEmail(tokens: readonly Token[]): { email: string; tokenIndex: number } | undefined {
  const index = tokens.findIndex((token) => EMAIL.test(token.raw));
  const token = tokens[index];
  return token ? { email: token.raw, tokenIndex: index } : undefined;
}

/**
 * The person a request is about, by the word that introduces them. A name runs on while the next words are
 * capitalised ('de Laura Gómez'), so 'de Laura sobre el viaje' stops at 'sobre'.
 */
const HAVING = /^(tengo|tienes|tenes|tiene|hay|habia|recibi|recibido|recibidos|llego|llegaron|llegado|quedan|guardo)$/;

/** Trips, whose 'a' and 'de' name places: 'el vuelo a Barcelona', 'el billete de Valencia'. */
const TRIPS = /^(vuelos?|viajes?|trenes|tren|billetes?|reservas?|traslados?|ida|vuelta|escapada|hotel|hoteles)$/;

/** Words of a filter that may stand between a mail and its sender: 'algo sin leer de laura', 'correos importantes de'. */
const FILTER_WORDS = /^(sin|leer|leid[oa]s?|no|abiert[oa]s|abrir|importantes?|pendientes?)$/;

/** The position of the last word before `from` that is not a filter's. */
function skipFilterWords(tokens: readonly Token[], from: number): number {
  let index = from;
  while (index > 0 && FILTER_WORDS.test(tokens[index]?.norm ?? "")) index--;
  return index;
}

export function extractPerson(
  tokens: readonly Token[],
  used: ReadonlySet<number>,
  senderObjectIndexes: readonly number[],
  nonSenderObjectIndexes: readonly number[],
): { person: string; tokenIndexes: number[] } | undefined {
  let lowercase: { person: string; tokenIndexes: number[] } | undefined;
  for (let index = 0; index < tokens.length; index++) {
    const trigger = tokens[index]?.norm ?? "";
    const loose =
      LOOSE_TRIGGERS.test(trigger) || (HANDED_TO_ME.test(trigger) && /^(me|nos)$/.test(tokens[index - 1]?.norm ?? ""));
    if (!loose && !STRICT_TRIGGERS.test(trigger)) continue;
    let start = index + 1;
    if (/^(me|nos)$/.test(tokens[start]?.norm ?? "")) start++;
    const first = tokens[start];
    // A name may begin with a common word when it is capitalised and runs on: 'de Correos Express'.
    const namedRun =
      isCapitalised(first) && isCapitalised(tokens[start + 1]) && !used.has(start) && !used.has(start + 1);
    const afterSender = SENT_BY.test(trigger) && /^(me|nos)$/.test(tokens[index - 1]?.norm ?? "");
    if (!isNameCandidate(first, start, used, tokens[start + 1], afterSender) && !namedRun) continue;
    if (!loose && !isCapitalised(first)) continue;
    // After 'de', a person follows what people send ('correos de laura', 'el último de Pedro'); after a file or a
    // page 'de' opens its title ('las diapositivas de Formación interna'), and lowercase words after anything else
    // are not names ('Plan de marketing').
    const described = skipFilterWords(tokens, index - 1);
    const before = tokens[described]?.norm ?? "";
    // 'cuántos correos tengo de laura': a verb of having or receiving may stand between the mail and its sender.
    const afterHaving =
      HAVING.test(before) && senderObjectIndexes.some((object) => object < described && described - object <= 2);
    const afterObject =
      senderObjectIndexes.includes(described) || /^(ultim|recient|nuev|algo|algun)/.test(before) || afterHaving;
    // A capitalised word before 'de' makes it a title ('Copia de Gastos'), unless it opens the sentence.
    const inTitle = index > 1 && isCapitalised(tokens[index - 1]);
    if (
      trigger === "de" &&
      !afterObject &&
      (!isCapitalised(first) || inTitle || nonSenderObjectIndexes.includes(index - 1))
    ) {
      continue;
    }
    if (trigger === "y" && !isCapitalised(tokens[index - 1])) continue;
    // 'el vuelo a Barcelona', 'el viaje de Valencia': after a trip 'a' or 'de' names a place, never a person.
    if (/^(a|de)$/.test(trigger) && TRIPS.test(tokens[index - 1]?.norm ?? "")) continue;
    const indexes = [start];
    while (indexes.length < 3) {
      const next = start + indexes.length;
      const token = tokens[next];
      if (!isNameCandidate(token, next, used) || !isCapitalised(token)) break;
      indexes.push(next);
    }
    const found = { person: indexes.map((position) => tokens[position]?.raw ?? "").join(" "), tokenIndexes: indexes };
    // A capitalised name beats a lowercase guess: 'el correo de publicidad de Zara' is from Zara.
    if (isCapitalised(first)) return found;
    lowercase ??= found;
  }
  return lowercase ?? findSenderSubject(tokens, used);
}

/**
 * 'si Nuria me ha contestado', 'Nuria me ha contestado?': a capitalised name right before 'me'/'nos' is who wrote,
 * at the start too once a polite opening ('¿podrías decirme si…?') was set aside.
 */
function findSenderSubject(
  tokens: readonly Token[],
  used: ReadonlySet<number>,
): { person: string; tokenIndexes: number[] } | undefined {
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!isCapitalised(token) || !isNameCandidate(token, index, used)) continue;
    if (/^(me|nos)$/.test(tokens[index + 1]?.norm ?? "")) return { person: token?.raw ?? "", tokenIndexes: [index] };
  }
  return undefined;
}
