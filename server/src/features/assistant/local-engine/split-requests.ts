import { findFrontedVerb } from "./find-fronted-verb";
import { givesAsDone } from "./gives-as-done";
import { ALL_VERB_FORMS, OBJECT_WORDS } from "./intent-vocabulary";
import { matchAppName } from "./match-app-name";
import { measureLeadIn } from "./measure-lead-in";
import { foldCharacters } from "./normalize-text";
import { readReaction } from "./read-reaction";
import { tokenizeRequest } from "./tokenize-request";

/**
 * One request of a message that may hold several, with where it starts in the message. `asksMore` marks a question
 * split off only by its question word ('… y de qué empresa es'): when it names nothing of its own, it asks more of the
 * request before, and is read with it.
 */
export type RequestSpan = { text: string; start: number; asksMore?: boolean };

/** Question words and verbs that open a question of its own: '¿qué dice?', '¿cuántos tengo?', '¿tengo algo de…?'. */
const QUESTION_START =
  /^(que|q|cuanto|cuantos|cuantas|cuanta|cual|cuales|donde|quien|quienes|cuando|como|tengo|hay|me|alguien|algun|alguna)$/;

/**
 * Question words that open a question of their own wherever they stand: '…, y cuántas tareas tengo?'. 'que', 'como',
 * 'donde' and 'cuando' also join clauses ('los correos que tengan adjuntos'), so mid-sentence they open a question only
 * before the thing asked about: '…, y qué reuniones tengo mañana?'.
 */
const OWN_QUESTION_START = /^(cuanto|cuantos|cuantas|cuanta|cual|cuales|quien|quienes)$/;

/** Prepositions a question word may follow: '¿en qué sala…', 'y de cuánto era…'. */
const QUESTION_PREPOSITION = /^(?:en|a|de|para|con|por|desde|hasta|sobre)$/;

/**
 * Verbs and words that open a question of its own right after 'y' when words follow ('… para hoy y ¿tengo algo
 * mañana?', '… y hay algo urgente?'): they ask whether there is something, and join no clause to what came before.
 */
const QUESTION_AFTER_AND = /^(tengo|tenemos|tienes|hay|alguien|algun|alguna)$/;

/**
 * '… y qué me mandó Sofía', '… y dónde está la presentación', '… y de cuánto era': a question word written with its
 * accent asks a question of its own, wherever it stands; without accents ('y que…') only what follows tells.
 */
const ACCENTED_QUESTION = /^(?:qué|quién|quiénes|cuándo|dónde|cuánto|cuántos|cuántas|cuánta|cuál|cuáles)$/;

/** The first words of the original text from `from` on, past what is said before a request, accents kept. */
function readOriginalWords(text: string, folded: string, from: number): string[] {
  const start = from + measureLeadIn(folded.slice(from), opensWithVerb);
  return text
    .slice(start)
    .toLowerCase()
    .split(/[\s¿¡]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, ""))
    .filter(Boolean)
    .slice(0, 3);
}

/** Whether the words from `from` ask with an accented question word, after a preposition or not ('y de cuánto…'). */
function asksWithAccent(text: string, folded: string, from: number): boolean {
  const [first = "", second = ""] = readOriginalWords(text, folded, from);
  return ACCENTED_QUESTION.test(first) || (QUESTION_PREPOSITION.test(first) && ACCENTED_QUESTION.test(second));
}

/**
 * Whether what follows a boundary opens a request only by a question word ('… y de qué empresa es', '… y que me mandó
 * Sofía'), with no verb said to Shifu, no '¿' and no sentence end before it.
 */
function opensOnlyByQuestionWord(folded: string, from: number, boundary: { afterSentenceEnd: boolean }): boolean {
  if (boundary.afterSentenceEnd || folded[from] === "¿") return false;
  const words = readWordsAfterOpeners(folded, from);
  return !opensWithVerb(words[0] ?? "") && findFrontedVerb(words, opensWithVerb) === undefined;
}

/**
 * '… y dónde está la presentación', '… y cuándo vence': 'donde' and 'cuando' right after 'y' ask, when a verb and more
 * follow; a clause they join hangs from a noun ('la carpeta donde…'), never from 'y'.
 */
function asksWhereOrWhen(words: readonly string[]): boolean {
  return /^(?:donde|cuando)$/.test(words[0] ?? "") && words.length >= 4;
}

/**
 * '… y que me mandó Sofía', '… y q hay en la carpeta', '… y que dice el roadmap': 'que' before a pronoun or a verb
 * that asks (said, put, wants, has, is left…) opens a question; a clause joined by 'que' ('y que tengan adjuntos',
 * 'y que son de Pedro') uses other verbs.
 */
const ASKED_AFTER_QUE =
  /^(?:me|te|le|les|nos|se|dice|dicen|dijo|dijeron|decia|pone|puso|pusieron|ponia|quiere|queria|quieren|pasa|paso|hay|habia|tengo|tienes|tiene|tienen|tenemos|tenia|sabes|toca|falta|faltan|queda|quedan|subi|subio|subieron|hizo|hicieron|opina|opinan|piensa|tal)$/;

function asksWhatAfterAnd(words: readonly string[]): boolean {
  // 'y que me ha dicho' asks more of the person before; a question of its own names someone or something too.
  const said = words.filter((word) => !/^(?:ha|han|has|he|hemos|habia|habian)$/.test(word));
  return /^(?:que|q)$/.test(words[0] ?? "") && ASKED_AFTER_QUE.test(words[1] ?? "") && said.length >= 4;
}

/** '¿en qué sala…?', '¿a qué hora…?', '¿de cuánto era…?': a question word after a preposition opens a question. */
function asksAfterPreposition(words: readonly string[]): boolean {
  return (
    QUESTION_PREPOSITION.test(words[0] ?? "") &&
    /^(?:que|q|cuanto|cuantos|cuantas|cuanta|cual|cuales|quien|quienes|donde|cuando)$/.test(words[1] ?? "") &&
    words.length >= 3
  );
}

/**
 * 'tareas de Lucía', 'los 3 últimos mails', 'negocios de menos de 15.000': a kind of thing named in the plural at the
 * start of a part lists those things, as a request of its own.
 */
function namesThingsToList(folded: string): boolean {
  const words = readWords(folded).filter(
    (word) => !/^(?:los|las|mis|tus|\d+|ultimos|ultimas|nuevos|nuevas)$/.test(word),
  );
  const first = words[0] ?? "";
  return first.length > 3 && first.endsWith("s") && first in OBJECT_WORDS && words.length >= 2;
}

/**
 * 'llamar a RR. HH. por las contrataciones', 'la Sra. Vidal': a full stop after an abbreviation ends no sentence. Short
 * capitals ('RR.') are one when a lower-case word or another of them follows; 'contesta que OK. Luego…' ends one.
 */
function endsAbbreviation(text: string, at: number): boolean {
  const before = /(\S+)$/.exec(text.slice(0, at))?.[1] ?? "";
  const after = /^\.\s+(\S+)/.exec(text.slice(at))?.[1] ?? "";
  if (/^(?:sr|sra|srta|dr|dra|ud|uds|vd|vds|pag|pág|num|núm|tel|aprox|avda|dpto|admin)$/i.test(before)) return true;
  return /^\p{Lu}{1,2}$/u.test(before) && (/^\p{Ll}/u.test(after) || /^\p{Lu}{1,2}\.?$/u.test(after));
}

/** Where a request may end and the next begin: sentence ends, and 'y', 'e', ',' or ';' before a request of its own. */
const BOUNDARY = /[.?!;]+\s+|\s*,\s*(?:(?:y|e)\s+)?|\s+(?:y|e)\s+/g;

function readWords(text: string): string[] {
  return text
    .replace(/^[¿¡\s]+/, "")
    .split(/[\s¿¡]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, ""))
    .filter(Boolean);
}

/**
 * Whether a part already asks something by itself: it has a verb the rules know (handing on and reacting too), opens
 * as a question, or ends with a question mark after a few words ('¿a qué hora era el corte que dijo Javier?'). 'dale
 * un pulgar arriba al de Miguel' and 'dalo por hecho' ask too, though 'dale' and 'dalo' are no verbs of the rules.
 */
function asksSomething(folded: string): boolean {
  const words = readWords(folded);
  return (
    words.some((word) => ALL_VERB_FORMS.has(word) || HANDS_ON.test(word) || REACTS.test(word) || LEAVES.test(word)) ||
    givesAsDone(folded) ||
    readReaction(folded, tokenizeRequest(folded)) !== undefined ||
    QUESTION_START.test(words[0] ?? "") ||
    asksAfterPreposition(words) ||
    (/\?\s*$/.test(folded) && words.length >= 3)
  );
}

/** The words from `from` on, past what is said before a request ('y luego', 'ah, y', 'ya que estás'). */
function readWordsAfterOpeners(folded: string, from: number): string[] {
  const rest = folded.slice(from);
  return readWords(rest.slice(measureLeadIn(rest, opensWithVerb)));
}

/**
 * Whether a word is a verb that opens a request. 'puedes mandarle…', 'quiero escribirles…': an infinitive said to
 * someone opens one here, where a request starts, but it is no verb form of the rules: inside a question ('¿qué hay
 * que contestarle…?') it asks nothing of its own.
 */
export function opensWithVerb(word: string): boolean {
  const infinitive = /^(\p{L}+[aei]r)les?$/u.exec(word)?.[1];
  return (
    ALL_VERB_FORMS.has(word) ||
    (infinitive !== undefined && ALL_VERB_FORMS.has(infinitive)) ||
    HANDS_ON.test(word) ||
    REACTS.test(word) ||
    LEAVES.test(word)
  );
}

/** 'y déjale una nota que…', 'déjales un comentario': leaving something for someone, which the verb list leaves out. */
const LEAVES = /^deja(?:le|les)$/;

/** 'y pasa lo de las facturas al lunes': handing a task on to another day, which the verb list leaves out ('qué pasa'). */
const HANDS_ON = /^pas(a|ala|alo|alas|alos)$/;

/** 'y reacciona con 👍 al de Miguel': reacting, which the verb list leaves out, opens a request of its own. */
const REACTS = /^reacciona(?:le|r)?$/;

/**
 * Whether the words from `from` open a request of their own: a verb the rules know, or a question after openers
 * (after a sentence end any question word; after 'y' a question word that cannot join a clause, with words to ask).
 */
function opensRequest(
  text: string,
  folded: string,
  from: number,
  boundary: { afterSentenceEnd: boolean; afterQuestion: boolean; afterApp: boolean },
): boolean {
  const { afterSentenceEnd, afterQuestion, afterApp } = boundary;
  const words = readWordsAfterOpeners(folded, from);
  const word = words[0] ?? "";
  if (opensWithVerb(word) || asksToCheck(words)) return true;
  // Three words or fewer ask more of the thing before ('… y qué día llegaron'): they stay with it.
  if (words.length >= 4 && asksWithAccent(text, folded, from)) return true;
  // '… y ¿qué ha dicho Laura en #general?': a question mark opening after 'y' or a comma opens a question of its own.
  if (folded[from] === "¿" && words.length >= 2) return true;
  // '… y también quiero que me digas…': 'me' or 'nos' stands before a verb said to Shifu.
  if (/^(?:me|nos)$/.test(word) && ALL_VERB_FORMS.has(words[1] ?? "")) return true;
  // 'y el de Iberia archívalo', 'y a Laura contéstale…': a thing or person named first, then its verb.
  if (findFrontedVerb(words, opensWithVerb) !== undefined) return true;
  // '… ferreteriasur.es. Y tenemos ya a alguien de talleres ruiz?': whether there is something, asked after a full stop.
  if (afterSentenceEnd)
    return (
      QUESTION_START.test(word) ||
      (QUESTION_AFTER_AND.test(word) && words.length >= 3) ||
      asksInAnotherApp(words) ||
      (afterQuestion && asksOfAnotherThing(words))
    );
  return (
    OWN_QUESTION_START.test(word) ||
    (word === "que" && (words[1] ?? "") in OBJECT_WORDS) ||
    asksTheClock(words) ||
    (QUESTION_AFTER_AND.test(word) && words.length >= 3) ||
    asksWhereOrWhen(words) ||
    asksWhatAfterAnd(words) ||
    (afterApp && (asksOfSomeone(words) || asksOfAnotherApp(words)))
  );
}

/**
 * '… en monday, y también lo que me queda en ClickUp': after a part that ends naming an app, 'lo que…' or 'en…' that
 * names an app of its own asks the same of it; with no app ('… en monday y lo que diga Ana') it says more of the first.
 */
function asksOfAnotherApp(words: readonly string[]): boolean {
  const opens = (words[0] === "lo" && words[1] === "que") || words[0] === "en";
  return opens && words.length <= 8 && matchAppName(tokenizeRequest(words.join(" "))) !== undefined;
}

/**
 * '¿… Alameda? y en monday cómo va lo de Android', '. En Slack, ¿quién…': after a sentence end, an app named first and
 * then a question word ask a question of their own, in that app.
 */
function asksInAnotherApp(words: readonly string[]): boolean {
  if (!/^(?:en|por)$/.test(words[0] ?? "")) return false;
  const asked = [1, 2].find(
    (length) => matchAppName(tokenizeRequest(words.slice(1, 1 + length).join(" "))) !== undefined,
  );
  if (asked === undefined) return false;
  const rest = words.slice(1 + asked);
  return (QUESTION_START.test(rest[0] ?? "") || /^(?:como|cuando|donde)$/.test(rest[0] ?? "")) && rest.length >= 2;
}

/**
 * '… y qué me ha dicho en Slack?', '… y cuándo nos lo mandó': 'qué', 'cuándo', 'dónde' or 'cómo' before 'me', 'te',
 * 'le' or 'nos' and a verb ask a question; a clause joined by 'que' ('los de Ana que tengan adjuntos') has none of
 * them.
 */
function asksOfSomeone(words: readonly string[]): boolean {
  return (
    /^(?:que|q|cuando|donde|como)$/.test(words[0] ?? "") &&
    /^(?:me|te|le|les|nos|os)$/.test(words[1] ?? "") &&
    words.length >= 3
  );
}

/** Whether the part before a boundary ends by naming an app: '… en Gmail', '… por Outlook', where a request ends. */
function endsWithApp(folded: string, end: number): boolean {
  const last = readWords(folded.slice(Math.max(0, end - 40), end)).slice(-2);
  return last.length > 0 && matchAppName(tokenizeRequest(last.join(" "))) !== undefined;
}

/**
 * '¿tengo la factura de Levante? ¿y el contrato de Construcciones?': after a question, a thing named by a noun of its
 * own is the same question asked of it; 'el de ayer' only says more of the thing before.
 */
function asksOfAnotherThing(words: readonly string[]): boolean {
  if (asksOfThingNamedFirst(words)) return true;
  return /^(?:el|la|los|las)$/.test(words[0] ?? "") && !/^(?:de|del|que|q)$/.test(words[1] ?? "") && words.length >= 3;
}

/**
 * '¿qué tiene Patricia entre manos? y lo de los folletos cuántas unidades eran', '… y el de Iberia cuándo llega': a
 * thing named first and then asked about with a question word is a question of its own.
 */
function asksOfThingNamedFirst(words: readonly string[]): boolean {
  if (!/^(?:el|la|los|las|lo)$/.test(words[0] ?? "") || !/^(?:de|del)$/.test(words[1] ?? "")) return false;
  const at = words.findIndex(
    (word, index) => index > 2 && (OWN_QUESTION_START.test(word) || /^(?:cuando|donde)$/.test(word)),
  );
  return at > 0 && at <= 8 && words.length > at + 1;
}

/** '… y qué día es hoy?', '… y qué hora es': the date or the time, asked beside another request. */
function asksTheClock(words: readonly string[]): boolean {
  return (
    /^(?:que|q)$/.test(words[0] ?? "") &&
    /^(?:dia|fecha|hora)$/.test(words[1] ?? "") &&
    /^(?:es|estamos|sera|tenemos)$/.test(words[2] ?? "")
  );
}

/** 'créame', 'ponme', 'agéndame': a command with 'me' is said to Shifu, never part of a message to someone else. */
const FOR_ME = /(?:me|melo|mela|melos|melas)$/;

/**
 * 'y fíjate si tengo algo el jueves', 'y mira si…': a check asked for in the imperative is asked of Shifu; a message
 * would ask its reader in the subjunctive ('que se fije si…').
 */
function asksToCheck(words: readonly string[]): boolean {
  const [verb, ...rest] = words;
  const checks = /^(?:fijate|fijese|mira|mire|mirame|mireme|comprueba|compruebame|chequea|chequeame|revisame)$/;
  // 'mírame a ver si…' says the same as 'mírame si…'.
  const asked = rest[0] === "a" && rest[1] === "ver" ? rest[2] : rest[0];
  return checks.test(verb ?? "") && asked === "si";
}

/**
 * Whether the words from `from` are a new command to Shifu, though they follow a message's text ('dile a Pedro que el
 * webinar va genial y créame una tarea en Asana…'): a verb asking for the person ('créame'), a verb for a channel ('y
 * avisa en el canal de ventas'), or a verb whose thing is kept in an app the words name ('y crea una tarea en Asana').
 */
function commandsShifu(folded: string, from: number): boolean {
  const words = readWordsAfterOpeners(folded, from);
  if (asksToCheck(words)) return true;
  const at = opensWithVerb(words[0] ?? "") ? 0 : findFrontedVerb(words, opensWithVerb);
  if (at === undefined) return false;
  const verb = words[at] ?? "";
  // 'dile a Pedro que el vídeo está genial y reacciona con 🎉 a su mensaje': a reaction is made by the person.
  if (/^reacciona(?:le)?$/.test(verb)) return true;
  if (!ALL_VERB_FORMS.has(verb)) return false;
  if (FOR_ME.test(verb) && words.length >= at + 2) return true;
  const rest = words.slice(at + 1, at + 8);
  // 'y avisa en el canal de ventas que…', 'y en #ventas publica…': a channel is a place of the person's, not of the
  // message's reader. Words lose their '#' when read, so it is looked for in the text.
  const nearby = folded
    .slice(from)
    .split(/\s+/)
    .slice(0, at + 6);
  if ([...words.slice(0, at), ...rest.slice(0, 4)].includes("canal") || nearby.some((word) => /^#\p{L}/u.test(word)))
    return true;
  return rest.some((word) => word in OBJECT_WORDS) && matchAppName(tokenizeRequest(rest.join(" "))) !== undefined;
}

/**
 * '¿quién me quiere agregar en LinkedIn? me llegó un aviso': saying that something arrived asks nothing; it tells the
 * request before where to look, so it stays with it. A question ('¿me llegó la factura?') asks for itself.
 */
function tellsWhatArrived(rest: string): boolean {
  return (
    /^(?:y\s+)?(?:creo que\s+)?(?:me|nos)\s+(?:llego|llegaron|ha llegado|han llegado|mandaron|enviaron|escribieron)\b/.test(
      rest,
    ) && !/\?/.test(rest.split(/[.!;]/)[0] ?? "")
  );
}

/**
 * 'respóndele a Javier lo del pedido, dile que sí': after an order to answer or write to someone, 'dile que…' with no
 * one else named says what the message says; it is no second request.
 */
function saysWhatToWrite(before: string, rest: string): boolean {
  return (
    /\b(?:respond|contest|escrib|reenvi)\p{L}*/u.test(before) &&
    /^(?:y\s+)?(?:dile|digale|decile|cuentale|contale|ponle|ponele|explicale)\s+(?:que|q)\b/.test(rest)
  );
}

/**
 * 'ya terminé la demo de Castellana, márcala como completada': what the person says they did, then an order that points
 * back at it, is one request; read apart, the thing would be ticked off twice.
 */
function pointsBackAtDone(before: string, rest: string): boolean {
  const toldDone = /^\s*(?:(?:pues|oye|bueno)\s+)?ya\s+\p{L}+/u.test(before);
  const verb = readWords(rest)[0] ?? "";
  return toldDone && opensWithVerb(verb) && /(?:lo|la|los|las)$/.test(verb);
}

/**
 * Quoted titles and message bodies never split: 'diciéndole que llego tarde y que empiecen sin mí', 'déjale una nota
 * que hablamos hoy y que le mandamos la propuesta'.
 */
function findProtectedSpans(text: string, folded: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const match of folded.matchAll(/«[^»]*»|"[^"]*"|“[^”]*”/g)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  const body =
    /\b(diciendo(?:le|les)?|que (?:le |les )?(?:diga|digan|ponga|pongan)|dile|digale|diles|avisale|preguntale|comunicale|recuerdale|(?:una nota|un comentario) (?=que |q ))\b[^.?!;]*/.exec(
      folded,
    );
  if (body) {
    const end = body.index + body[0].length;
    // The message's text ends where a command to Shifu begins, or a question opened with '¿' after 'y' or a comma, or
    // one asked with an accented word ('… y qué ha dicho Pablo de la landing'), unless the message asks it.
    const asksSomeone = ASKS_SOMEONE.test(body[1] ?? "");
    const command = [...body[0].matchAll(/\s*,\s*(?:(?:y|e)\s+)?|\s+(?:y|e)\s+/g)].find((match) => {
      const next = body.index + match.index + match[0].length;
      const asksWithItsAccent =
        !asksSomeone && readWords(folded.slice(next)).length >= 4 && asksWithAccent(text, folded, next);
      return folded[next] === "¿" || commandsShifu(folded, next) || asksWithItsAccent;
    });
    spans.push({ start: body.index, end: command ? body.index + command.index : end });
  }
  return spans;
}

/** Verbs whose message asks someone else something: the '?' after them is that person's question. */
const ASKS_SOMEONE = /^pregunt/;

/**
 * An order said to Shifu: a verb the rules know, neither asked as a question ('¿me archivas…?') nor an infinitive, nor
 * a question passed on to someone ('pregúntale…').
 */
function isOrder(word: string): boolean {
  return (
    opensWithVerb(word) &&
    !/(?<!l)(?:as|es)$/.test(word) &&
    !/[aei]r(?:me|te|le|les|lo|la|los|las|nos)?$/.test(word) &&
    !ASKS_SOMEONE.test(word)
  );
}

/**
 * Where a question asked after an order begins, as boundary offsets: 'respóndele a Marta que ya tengo las facturas y
 * qué quiere Rosa?'. An order ends with no '?', so when a sentence opened by one ends with it, the question starts at
 * the last 'y' or comma before a question word, inside the order's message too. Not when the sentence opened the
 * question with '¿', nor after 'si' ('dile que si viene y a qué hora?'), where the message itself asks.
 */
function findQuestionsAfterOrders(folded: string): Set<number> {
  const cuts = new Set<number>();
  let sentenceStart = 0;
  for (const end of folded.matchAll(/[.?!;]+(?=\s|$)/g)) {
    const start = sentenceStart;
    sentenceStart = end.index + end[0].length;
    if (!end[0].includes("?") || folded.slice(start, end.index).includes("¿")) continue;
    const words = readWordsAfterOpeners(folded, start);
    const verbAt = isOrder(words[0] ?? "") ? 0 : findFrontedVerb(words, opensWithVerb);
    if (verbAt === undefined || !isOrder(words[verbAt] ?? "")) continue;
    let last: number | undefined;
    for (const join of folded.slice(start, end.index).matchAll(/\s*,\s*(?:(?:y|e)\s+)?|\s+(?:y|e)\s+/g)) {
      const at = start + join.index;
      if (/\bsi\b/.test(folded.slice(start, at))) break;
      const asked = readWordsAfterOpeners(folded, at + join[0].length);
      const asks = QUESTION_START.test(asked[0] ?? "") || asksAfterPreposition(asked) || asked[0] === "se";
      if (asks && asked.length >= 2) last = at;
    }
    if (last !== undefined) cuts.add(last);
  }
  return cuts;
}

/**
 * Splits a message into the requests it holds: '¿Dónde está el acta del lunes? ¿qué dice?', 'archiva el de LinkedIn y
 * crea una tarea para revisar el contrato'. A part is split off only where what follows opens a request of its own
 * (a verb, or a question after a sentence end), and never inside quotes or a message's text, so 'busca los correos de
 * Ana y Pedro' stays one request.
 */
export function splitRequests(text: string): RequestSpan[] {
  const folded = foldCharacters(text);
  const protectedSpans = findProtectedSpans(text, folded);
  const questionsAfterOrders = findQuestionsAfterOrders(folded);
  const cuts: { leftEnd: number; nextStart: number; asksMore: boolean }[] = [];
  let partStart = 0;
  for (const match of folded.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    if (end >= folded.length) continue;
    if (match[0].startsWith(".") && endsAbbreviation(text, match.index)) continue;
    const forced = questionsAfterOrders.has(match.index);
    if (!forced && protectedSpans.some((span) => match.index >= span.start && match.index < span.end)) continue;
    const sentenceEnd = /[.?!;]/.test(match[0]);
    const boundary = {
      afterSentenceEnd: sentenceEnd,
      afterQuestion: match[0].includes("?"),
      afterApp: endsWithApp(folded, match.index),
    };
    const rest = folded.slice(end);
    if (!forced && (!opensRequest(text, folded, end, boundary) || tellsWhatArrived(rest))) continue;
    if (!forced && saysWhatToWrite(folded.slice(partStart, match.index), rest)) continue;
    if (!sentenceEnd && pointsBackAtDone(folded.slice(partStart, match.index), rest)) continue;
    // 'en Dropbox, enséñame mis archivos': a part that asks nothing yet belongs to what follows, unless it names
    // things to list before 'y' ('tareas de Lucía y crea una…').
    const part = folded.slice(partStart, match.index + 1);
    const asks = asksSomething(part) || (/^\s+(?:y|e)\s+$/.test(match[0]) && namesThingsToList(part));
    if (!forced && !asks) continue;
    partStart = end;
    // A question keeps its mark; 'y' and commas belong to neither side, nor does what is said before the next
    // request ('otra cosa:', 'ah, y', 'ya que estás'): read as its words, it would be a thing to look for.
    const leftEnd = sentenceEnd ? match.index + match[0].trimEnd().length : match.index;
    const nextStart = end + measureLeadIn(folded.slice(end), opensWithVerb);
    cuts.push({ leftEnd, nextStart, asksMore: forced || opensOnlyByQuestionWord(folded, end, boundary) });
  }
  const spans: RequestSpan[] = [];
  let start = 0;
  let asksMore = false;
  for (const cut of [...cuts, { leftEnd: text.length, nextStart: text.length, asksMore: false }]) {
    const piece = text.slice(start, cut.leftEnd);
    const trimmed = piece.trim();
    if (trimmed.length > 0)
      spans.push({ text: trimmed, start: start + piece.indexOf(trimmed), ...(asksMore ? { asksMore } : {}) });
    start = cut.nextStart;
    asksMore = cut.asksMore;
  }
  return spans.length > 0 ? spans : [{ text, start: 0 }];
}
