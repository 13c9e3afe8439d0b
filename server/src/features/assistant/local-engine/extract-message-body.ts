import { foldCharacters } from "./normalize-text";

/** Where a message's text starts and what it says. */
export type MessageBody = { value: string; start: number };

const BODY_MARKERS = [
  /\bdiciendo(?:le|les)?(?:\s+que)?\s*:?\s+/,
  /\bque\s+(?:le\s+|les\s+)?(?:diga|digan|ponga|pongan)(?:\s+que)?\s*:?\s+/,
  /\bcon\s+(?:el|este|la)\s+(?:siguiente\s+)?(?:texto|mensaje|contenido|cuerpo|nota)\s*:?\s+/,
  /\bcon\s+(?:texto|contenido|cuerpo)\s*:?\s+/,
  // 'una página «Acta» con esto: quieren ampliar…', 'con tres puntos: restaurante, presupuesto y fecha': the words after
  // the colon are what it holds.
  /\bcon\s+(?:esto|lo\s+siguiente|estas?\s+(?:notas?|ideas?)|estos\s+puntos|(?:dos|tres|cuatro|cinco|seis|\d+)\s+(?:puntos|ideas|apartados))\s*:\s*/,
  // 'apúntale una nota de que le llamo el lunes': what the note says follows 'de que'.
  /(?<=\b(?:nota|comentario)\s+)de\s+que\s+/,
  /\by\s+(?:dile|digale|diles|pon|escribe|pregunta(?:le)?)(?:\s+que)?\s*:?\s+/,
  /\b(?:dile|digale|diles|decile|deciles|cuentale|contale|avisale|avisales|preguntale|comunicale|recuerdale)\s+(?:a\s+[^\s]+(?:\s+[A-ZÁÉÍÓÚ][^\s]*)?\s+)?(?:que|q)\s+/,
  /\b(?:respondele|contestale|responde|contesta|escribele)\b[^:]*?\b(?:que|q)\s+/,
];

/**
 * 'pregúntale a Elena si ya tiene mis vacaciones', 'pregunta a Pablo cuándo estará la landing': what is asked is the
 * message, sent as a question; the interrogative word stays, 'si' does not.
 */
const ASKS =
  /\b(?:preguntale|preguntales|preguntele|pregunta|preguntadle|preguntandole|preguntandoles|preguntando)\s+(?:(?:por|en)\s+[^\s]+\s+)?(?:a\s+[^\s]+(?:\s+[A-ZÁÉÍÓÚ][^\s]*)?\s+)?(?:(?:por|en)\s+[^\s]+\s+)?(?:(si)|(cuando|donde|como|cuanto|cuanta|cuantos|cuantas|quien|cual|por que|a que hora|que dia|que)\b)\s*/d;

/**
 * 'escríbele por Teams a Pablo si el despliegue se puede pasar a las 23': a message written to someone to ask whether
 * something holds is that question ('¿el despliegue se puede pasar a las 23?').
 */
const WRITES_WHETHER =
  /\b(?:escribele|escribeles|escribile|escribiles|mandale|mandales|envia(?:le|les)|manda(?:le|les)?\s+un\s+mensaje|escribe(?:le|les)?\s+un\s+mensaje)\s+(?:(?:por|en)\s+[^\s]+\s+)?(?:a\s+[^\s]+(?:\s+[A-ZÁÉÍÓÚ][^\s]*)?\s+)(?:(?:por|en)\s+[^\s]+\s+)?(si)\s+(?!o\s+si\b)/d;

function readAskedQuestion(text: string, folded: string): MessageBody | undefined {
  const match = ASKS.exec(folded) ?? WRITES_WHETHER.exec(folded);
  const at = match?.indices?.[1]?.[0] ?? match?.indices?.[2]?.[0];
  if (!match || at === undefined) return undefined;
  const from = match[1] ? match.index + match[0].length : at;
  const asked = stripQuotes(text.slice(from)).replace(/^[¿\s]+|[?.!\s]+$/g, "");
  return asked ? { value: `¿${asked}?`, start: at } : undefined;
}

/** 'avisándole de la llamada', 'recordándoles lo de la factura', 'avisándole de que llego tarde'. */
const NOTICE = /\b(avis|record|inform)andole(s)?\s+(?:(de\s+que|que)|(del?\s+|lo\s+de\s+)?)\s*/d;
const NOTICE_WORDS: Record<string, string> = { avis: "aviso de", record: "recuerdo", inform: "informo de" };

/**
 * 'mándale un correo avisándole de la llamada': a message that tells someone of a thing says so in the person's own
 * voice ('Te aviso de la llamada.'); after 'de que' the words are the message itself.
 */
function readNotice(text: string, folded: string): MessageBody | undefined {
  const match = NOTICE.exec(folded);
  const rest = match ? stripQuotes(text.slice(match.index + match[0].length)).replace(/[.!\s]+$/, "") : "";
  if (!match || !rest) return undefined;
  if (match[3]) return { value: rest, start: match.index };
  // 'recordándole lo de la factura': 'Te recuerdo lo de la factura.'
  const thing = /^lo\s/.test(match[4] ?? "") ? `lo de ${rest}` : /^del\s/.test(match[4] ?? "") ? `el ${rest}` : rest;
  const said = NOTICE_WORDS[match[1] ?? ""] ?? "aviso de";
  const value = `${match[2] ? "Os" : "Te"} ${said} ${thing}.`.replace(/\bde el\b/, "del");
  return { value, start: match.index };
}

function stripQuotes(value: string): string {
  return value.replace(/^[«"“‘']+|[»"”’']+$/g, "").trim();
}

/**
 * The text to send, after 'diciendo', 'que diga', 'con el texto' and the like. A colon only counts when the caller
 * says so, because in 'nueva tarea: comprar leche' what follows is a name.
 */
export function extractMessageBody(text: string, options: { colonStartsBody: boolean }): MessageBody | undefined {
  const folded = foldCharacters(text);
  let best: MessageBody | undefined;
  for (const marker of BODY_MARKERS) {
    const match = marker.exec(folded);
    if (!match) continue;
    const start = match.index + match[0].length;
    // When the marker opens with the verb ('contéstale a Rebeca que…'), the verb stays outside the body.
    const opener =
      /^(?:dile|digale|diles|decile|deciles|cuentale|contale|avisale|avisales|preguntale|comunicale|recuerdale|respondele|contestale|responde|contesta|escribele)\b/.test(
        match[0],
      )
        ? match[0].search(/\b(?:que|q)\s+$/)
        : 0;
    const bodyStart = match.index + opener;
    if (!best || bodyStart < best.start) best = { value: stripQuotes(text.slice(start)), start: bodyStart };
  }
  const asked = readAskedQuestion(text, folded);
  if (asked && (!best || asked.start < best.start)) best = asked;
  const notice = readNotice(text, folded);
  if (notice && (!best || notice.start < best.start)) best = notice;
  if (options.colonStartsBody) {
    const colon = /:(?!\d)\s*/.exec(text);
    if (colon && (!best || colon.index < best.start)) {
      best = { value: stripQuotes(text.slice(colon.index + colon[0].length)), start: colon.index };
    }
  }
  return best && best.value.length > 0 ? best : undefined;
}
