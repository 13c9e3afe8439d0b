import { tellsWhyOfOneself } from "./drop-trailing-reason";
import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { isStopword } from "./is-stopword";
import { foldCharacters } from "./normalize-text";

/**
 * Why the person asks, said after the question: 'es que quiero cuadrar las vacaciones', 'es pa la previsión', 'lo
 * pregunto porque…', 'que es para el cierre', 'porque tengo que…', and a purpose with its verb ('pa hacerme una idea',
 * 'para cuadrar el cierre'; 'para mañana' has none, it may say when).
 */
const REASON =
  /^(?:(?:y|pero|vamos)\s+)?(?:(?:es|era|que\s+es|q\s+es)\s+(?:que|q|pa|pal|para|por)|porque|porq|xq|pq|lo\s+(?:digo|pregunto|necesito|quiero)\s+(?:porque|porq|xq|pq|pa|pal|para|por)|(?:pa|para)\s+\p{L}+(?:ar|er|ir)(?:me|te|se|nos|lo|la|los|las|le|les)?)\b/u;

/**
 * How the person wants the answer, not what about: 'no me digas cuáles, solo el número', 'solo la cifra', 'me vale con
 * el total', 'sin detalles'.
 */
const ANSWER_FORM =
  /^(?:(?:y|pero)\s+)?(?:no\s+(?:me\s+)?(?:digas|hace\s+falta|hagas|pongas|listes|saques|ensenes|necesito)\b|(?:solo|solamente|nada\s+mas|me\s+(?:vale|basta)\s+con|con)\s+(?:el|la)\s+(?:numero|cifra|total|cantidad|dato|fecha|hora|nombre)\b|sin\s+(?:detalles?|mas)\b)/;

/** The question said again as which one is meant: 'el que tenga la fecha más cerca', 'o sea, la más antigua'. */
const RESTATED =
  /^(?:(?:o\s+sea|es\s+decir|vamos)\s*,?\s+)?(?:el|la|los|las)\s+(?:que|q|mas|menos|ultim[oa]s?|primer[oa]?s?)\b/;

/**
 * Kinds given as examples and closed by 'lo que sea', 'cualquier cosa', 'o algo', 'y eso': the question asks for
 * anything, and the examples narrow nothing ('¿tengo algo con Javier estos días? comida, llamada, lo q sea', '¿qué
 * presentaciones tiene Marta? las de recursos humanos y eso').
 */
const ANYTHING_CLOSING =
  /(?:^|[\s,])(?:(?:o\s+)?(?:lo\s+(?:que|q)\s+(?:sea|haya)|cualquier\s+cosa)|o\s+algo(?:\s+asi)?|o\s+similar|y\s+(?:eso|tal|demas|esas\s+cosas)|(?:me\s+)?da\s+igual)[\s.!]*$/;

/**
 * How the person is or has been, said of themselves: 'llevo todo el día metida en reuniones', 'estoy liadísimo', 'no
 * he mirado nada', 'he estado fuera'. An order inside ('estoy fuera, mándamelo') makes it a request.
 */
const OWN_STATE =
  /^(?:(?:y|pero|es\s+que|la\s+verdad\s+(?:es\s+)?que)\s+)?(?:(?:hoy|ayer|esta\s+semana|ahora)\s+)?(?:llevo|estoy|estuve|estaba|ando|andaba|he\s+estado|no\s+he\s+(?:podido|mirado|visto|leido|tenido|parado)|no\s+me\s+ha\s+dado\s+tiempo)\b[^,;:]*(?:\s+y\s+[^,;:]*)?$/;

function tellsOwnState(folded: string): boolean {
  const words = folded.match(/\p{L}+/gu) ?? [];
  // 'con el cierre' is a thing: a word of an order after an article orders nothing.
  const orders = words.some(
    (word, index) =>
      ALL_VERB_FORMS.has(word) && !/^(?:el|la|los|las|un|una|del|al|mi|mis)$/.test(words[index - 1] ?? ""),
  );
  return OWN_STATE.test(folded) && !orders;
}

/**
 * What the person has to do with what they asked for, said of something vague: 'tengo que pasarle cosas a la nueva',
 * 'necesito mandarle algo a Pedro'. Nothing in it is a thing to find or change.
 */
const VAGUE_DUTY =
  /^(?:(?:es\s+que|y)\s+)?(?:tengo|tenemos|necesito|necesitamos)\s+(?:que\s+)?\p{L}+\s+(?:(?:unas?|unos)\s+)?(?:cosas|algo|info|informacion|cosillas)\b/u;

/** A question that asks how many: a wish for the number alone is kept for its answer. */
const ASKS_HOW_MANY = /\bcuant[oa]s\b/;

/** A question that asks which one: only then is a following 'el que…' the same question said again. */
const ASKS_WHICH = /\b(?:cual|cuales)\b/;

/** The thing said again by what it is of or for: 'la del transporte de octubre', 'el de la reforma'. */
const SAID_AGAIN_OF = /^(?:(?:o\s+sea|es\s+decir|vamos)\s*,?\s+)?(?:el|la|los|las)\s+(?:de|del)\b/;

/**
 * A question that names its thing already by whom or what it is of ('la factura de logística norte'): two words of
 * their own after 'de', which a search by title finds; words said after it of what the thing holds would only miss.
 */
function namesItsThing(question: string): boolean {
  const named = /\b(?:de|del)\s+(?:la\s+|el\s+)?(\p{L}+)\s+(\p{L}+)/u.exec(question);
  return named !== null && !isStopword(named[1] ?? "") && !isStopword(named[2] ?? "") && (named[2] ?? "").length > 2;
}

/** A name, an address or a figure in the remark: then it may say something of the thing, and it stays. */
const NAMES_SOMETHING = /\s\p{Lu}|@|\d/u;

/**
 * 'cuántos días quedan pa fin de año? es que quiero cuadrar las vacaciones', 'cuántos correos tengo sin leer? no me
 * digas cuáles, solo el número', 'de los negocios abiertos, ¿cuál cierra antes? el que tenga la fecha más cerca': what
 * is said after a question only to give its reason, how the person has been, to say how to answer it, or to say it again describes nothing to
 * look for, so it is left out and its words filter nothing; so is the thing said again by what it is of ('dónde dejé la
 * factura de Logística Norte? la del transporte de octubre') when the question names it already. A remark that names
 * someone or something stays.
 */
export function dropRemarkAfterQuestion(text: string): string {
  const end = text.search(/\?[\s?!]*[^\s?!]/u);
  if (end < 0) return text;
  const question = text.slice(0, end + 1);
  const remark = text.slice(end + 1).trim();
  if (/[?¿]/u.test(remark)) return text;
  const folded = foldCharacters(remark).replace(/^[\s,.;:!¡-]+/u, "");
  // 'salgo del médico a las 5 y no llego': the hour or name in what the person says of themselves is theirs, not the
  // thing's.
  const ofOneself = tellsWhyOfOneself(folded.toLowerCase());
  if (NAMES_SOMETHING.test(` ${remark.slice(1)}`) && !ofOneself) return text;
  const asksWhich = ASKS_WHICH.test(foldCharacters(question));
  // 'no me digas cuáles, solo el número': the count alone is the answer, said as the rules read it.
  if (ANSWER_FORM.test(folded) && ASKS_HOW_MANY.test(foldCharacters(question).toLowerCase()))
    return `${question.replace(/[?\s]+$/u, "")}, solo el numero?`;
  const remarks =
    REASON.test(folded) ||
    ofOneself ||
    tellsOwnState(folded.toLowerCase()) ||
    ANSWER_FORM.test(folded) ||
    ANYTHING_CLOSING.test(folded.toLowerCase()) ||
    VAGUE_DUTY.test(folded.toLowerCase());
  if (remarks || (asksWhich && RESTATED.test(folded))) return question;
  if (SAID_AGAIN_OF.test(folded) && namesItsThing(foldCharacters(question))) return question;
  return text;
}
