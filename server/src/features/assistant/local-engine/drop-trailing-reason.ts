import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { foldCharacters } from "./normalize-text";

/** 'asígnasela porfa q yo no doy abasto': a plea closes the order as a comma would. */
const COURTESY = String.raw`\s+(?:porfa|porfi|porfis|plis|por\s+favor)`;

/** Verbs in the first person that tell why: 'no llego', 'quiero cuadrar…', 'no lo encuentro'. */
const SAYS_OF_ONESELF = [
  ..."llegue llego pude puedo podre tuve tengo estoy estuve ando voy fui quiero queria necesito llevo olvide".split(
    " ",
  ),
  ..."acuerdo entere entero encuentro encontre aclaro salgo doy".split(" "),
];

/**
 * ', que ayer no llegué a todo', ', yo esta semana no llego', '. es pa la previsión del trimestre': why the person
 * asks, said of themselves at the end of a sentence after a comma or a full stop (after a question, the remark is
 * dropRemarkAfterQuestion's). Folded text: a connector ('que', 'porque', 'es que'…), 'yo' or 'no' before a verb in the
 * first person, with a time (a day, an hour) and a pronoun as they come; 'es pa(ra)…'; or a connector, then 'ella',
 * 'ellos' or 'ahí' (why it goes to them or there). Never a question of its own.
 */
const REASON_TAIL = new RegExp(
  [
    String.raw`(?:[,.;!]|${COURTESY})\s*(?:(?:(?:que|q|porque|porq|xq|pq|ya\s+que|es\s+que|es\s+q|pues)\s+(?:yo\s+)?)|yo\s+)?`,
    // 'que a las 12 no llego', 'que el lunes no puedo': the hour or day the person cannot make.
    String.raw`(?:(?:ayer|hoy|manana|esta\s+semana|este\s+mes|ultimamente|ahora|luego|despues|a\s+las?\s+\d{1,2}(?::\d{2})?|(?:el\s+)?(?:lunes|martes|miercoles|jueves|viernes))\s+)?(?:(?:no|nunca)\s+)?(?:(?:se\s+me|me|te|lo|la)\s+)?`,
    `(?:${SAYS_OF_ONESELF.join("|")}|`,
    String.raw`da\s+(?:la\s+vida|tiempo)|dio\s+tiempo)\b[^?¿.;!]*(?=[.;!](?:\s|$)|$)`,
    String.raw`|[,.;!]\s*(?:es|son)\s+(?:pa|para)\s+[^?¿.;!]*(?=[.;!](?:\s|$)|$)`,
    // ', q ella controla más de restaurantes', ', q ahí lo ven los comerciales': why it goes to that person or place.
    String.raw`|[,.;!]\s*(?:que|q|porque|porq|xq|pq|ya\s+que|pues)\s+(?:ella|ellos|ellas|ahi|alli)\s+[^?¿.;!]*(?=[.;!](?:\s|$)|$)`,
  ].join(""),
  "u",
);

/** A connector, 'yo' or 'no' opened the reason: a bare 'estoy…' or 'me llegó…' may be what the request is about. */
const OPENED_AS_REASON =
  /^(?:[,.;!]|\s+(?:porfa|porfi|porfis|plis|por\s+favor))\s*(?:que|q|porque|porq|xq|pq|ya\s+que|es\s+que|es\s+q|pues|yo|no|(?:\p{L}+\s+){1,2}no|es|son)\s/u;

/** Orders whose words after a comma may be the message itself ('contéstale, estoy de viaje hasta el lunes'). */
const CARRIES_WORDS =
  /\b(?:di|dile|diles|decile|digale|contesta\w*|responde\w*|escribe\w*|escribi\w*|avisa\w*|comenta\w*|pon|ponle|ponles|ponga|mensaje|nota|diciendole|diciendo|publica\w*|postea\w*)\b/u;

/**
 * 'mírame si se me ha quedado algo atrasado en asana, que ayer no llegué a todo', 'busca el contrato de Lumen, que no
 * lo encuentro': the reason at a sentence's end names no thing, day or person of the
 * request (its 'ayer' is when the person was busy, not what to look at), so it is left out. Kept when what comes before
 * may be words for someone.
 */
export function dropTrailingReason(text: string): string {
  const folded = foldCharacters(text).toLowerCase();
  const reason = REASON_TAIL.exec(folded);
  if (!reason || !isReason(reason[0])) return text;
  const before = text.slice(0, reason.index);
  if (CARRIES_WORDS.test(foldCharacters(before).toLowerCase()) || !/\p{L}{2,}/u.test(before)) return text;
  // A sentence keeps its full stop; a comma only joined the reason.
  const mark = reason[0].startsWith(",") ? "" : (reason[0][0] ?? "");
  return `${before.trimEnd()}${mark}${text.slice(reason.index + reason[0].length)}`;
}

/** A tail the pattern found that is a reason indeed: opened as one, and with no order inside. */
function isReason(tail: string): boolean {
  return OPENED_AS_REASON.test(tail) && !ordersInReason(tail);
}

/**
 * 'no quiero dejar a nadie colgado', 'es que ayer no llegué a todo': a whole sentence, folded, that only says why the
 * person asks, in the first person (dropRemarkAfterQuestion asks it of what follows a question).
 */
export function tellsWhyOfOneself(sentence: string): boolean {
  const reason = REASON_TAIL.exec(`. ${sentence.trim()}`);
  if (reason?.index !== 0) return false;
  // 'salgo del médico a las 5 y no llego': a sentence of its own that ends in what the person cannot make is why.
  return isReason(reason[0]) || (CANNOT_MAKE.test(reason[0]) && !ordersInReason(reason[0]));
}

/** What the person cannot make: 'no llego', 'no puedo', 'no me da tiempo'. */
const CANNOT_MAKE = /\bno\s+(?:llego|llegare|puedo|podre|me\s+da\s+tiempo)\b/u;

/** ', que no llego a todo, así que mándale…': an order inside what looked like the reason is a request. */
function ordersInReason(reason: string): boolean {
  return (
    /\b(?:asi\s+que|por\s+eso|entonces)\b/u.test(reason) ||
    // 'no tengo tiempo pa buscar restaurantes': a verb of what for orders nothing, nor does a noun after its article
    // that spells one ('salgo de la consulta').
    (reason.match(/\p{L}+/gu) ?? []).some(
      (word, index, words) =>
        ALL_VERB_FORMS.has(word) &&
        !SAYS_OF_ONESELF.includes(word) &&
        !/^(?:pa|para|el|la|los|las|un|una|del|al|mi|mis)$/.test(words[index - 1] ?? ""),
    )
  );
}
