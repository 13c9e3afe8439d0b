import { findFrontedVerb } from "./find-fronted-verb";
import { ALL_VERB_FORMS, OBJECT_WORDS } from "./intent-vocabulary";
import { matchAppName } from "./match-app-name";
import { measureLeadIn } from "./measure-lead-in";
import { foldCharacters } from "./normalize-text";
import { tokenizeRequest } from "./tokenize-request";

/** One request of a message that may hold several, with where it starts in the message. */
export type RequestSpan = { text: string; start: number };

/** Question words and verbs that open a question of its own: '¿qué dice?', '¿cuántos tengo?', '¿tengo algo de…?'. */
const QUESTION_START =
  /^(que|q|cuanto|cuantos|cuantas|cuanta|cual|cuales|donde|quien|quienes|cuando|como|tengo|hay|me|alguien|algun|alguna)$/;

/**
 * Question words that open a question of their own wherever they stand: '…, y cuántas tareas tengo?'. 'que', 'como',
 * 'donde' and 'cuando' also join clauses ('los correos que tengan adjuntos'), so mid-sentence they open a question only
 * before the thing asked about: '…, y qué reuniones tengo mañana?'.
 */
const OWN_QUESTION_START = /^(cuanto|cuantos|cuantas|cuanta|cual|cuales|quien|quienes)$/;

/**
 * Verbs and words that open a question of its own right after 'y' when words follow ('… para hoy y ¿tengo algo
 * mañana?', '… y hay algo urgente?'): they ask whether there is something, and join no clause to what came before.
 */
const QUESTION_AFTER_AND = /^(tengo|tenemos|hay|alguien|algun|alguna)$/;

/** '¿en qué sala…?', '¿a qué hora…?', '¿de cuánto era…?': a question word after a preposition opens a question. */
function asksAfterPreposition(words: readonly string[]): boolean {
  return (
    /^(?:en|a|de|para|con|por|desde|hasta|sobre)$/.test(words[0] ?? "") &&
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
 * as a question, or ends with a question mark after a few words ('¿a qué hora era el corte que dijo Javier?').
 */
function asksSomething(folded: string): boolean {
  const words = readWords(folded);
  return (
    words.some((word) => ALL_VERB_FORMS.has(word) || HANDS_ON.test(word) || REACTS.test(word)) ||
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
    REACTS.test(word)
  );
}

/** 'y pasa lo de las facturas al lunes': handing a task on to another day, which the verb list leaves out ('qué pasa'). */
const HANDS_ON = /^pas(a|ala|alo|alas|alos)$/;

/** 'y reacciona con 👍 al de Miguel': reacting, which the verb list leaves out, opens a request of its own. */
const REACTS = /^reacciona(?:le|r)?$/;

/**
 * Whether the words from `from` open a request of their own: a verb the rules know, or a question after openers
 * (after a sentence end any question word; after 'y' a question word that cannot join a clause, with words to ask).
 */
function opensRequest(
  folded: string,
  from: number,
  boundary: { afterSentenceEnd: boolean; afterQuestion: boolean; afterApp: boolean },
): boolean {
  const { afterSentenceEnd, afterQuestion, afterApp } = boundary;
  const words = readWordsAfterOpeners(folded, from);
  const word = words[0] ?? "";
  if (opensWithVerb(word)) return true;
  // '… y ¿qué ha dicho Laura en #general?': a question mark opening after 'y' or a comma opens a question of its own.
  if (folded[from] === "¿" && words.length >= 2) return true;
  // '… y también quiero que me digas…': 'me' or 'nos' stands before a verb said to Shifu.
  if (/^(?:me|nos)$/.test(word) && ALL_VERB_FORMS.has(words[1] ?? "")) return true;
  // 'y el de Iberia archívalo', 'y a Laura contéstale…': a thing or person named first, then its verb.
  if (findFrontedVerb(words, opensWithVerb) !== undefined) return true;
  if (afterSentenceEnd) return QUESTION_START.test(word) || (afterQuestion && asksOfAnotherThing(words));
  return (
    OWN_QUESTION_START.test(word) ||
    (word === "que" && (words[1] ?? "") in OBJECT_WORDS) ||
    asksTheClock(words) ||
    (QUESTION_AFTER_AND.test(word) && words.length >= 3) ||
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
  return /^(?:el|la|los|las)$/.test(words[0] ?? "") && !/^(?:de|del|que|q)$/.test(words[1] ?? "") && words.length >= 3;
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
 * Whether the words from `from` are a new command to Shifu, though they follow a message's text ('dile a Pedro que el
 * webinar va genial y créame una tarea en Asana…'): a verb asking for the person ('créame'), a verb for a channel ('y
 * avisa en el canal de ventas'), or a verb whose thing is kept in an app the words name ('y crea una tarea en Asana').
 */
function commandsShifu(folded: string, from: number): boolean {
  const words = readWordsAfterOpeners(folded, from);
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

/** Quoted titles and message bodies never split: 'diciéndole que llego tarde y que empiecen sin mí'. */
function findProtectedSpans(folded: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const match of folded.matchAll(/«[^»]*»|"[^"]*"|“[^”]*”/g)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  const body =
    /\b(diciendo(?:le|les)?|que (?:le |les )?(?:diga|digan|ponga|pongan)|dile|digale|diles|avisale|preguntale|comunicale|recuerdale)\b[^.?!;]*/.exec(
      folded,
    );
  if (body) {
    const end = body.index + body[0].length;
    // The message's text ends where a command to Shifu begins, or a question opened with '¿' after 'y' or a comma.
    const command = [...body[0].matchAll(/\s*,\s*(?:(?:y|e)\s+)?|\s+(?:y|e)\s+/g)].find((match) => {
      const next = body.index + match.index + match[0].length;
      return folded[next] === "¿" || commandsShifu(folded, next);
    });
    spans.push({ start: body.index, end: command ? body.index + command.index : end });
  }
  return spans;
}

/**
 * Splits a message into the requests it holds: '¿Dónde está el acta del lunes? ¿qué dice?', 'archiva el de LinkedIn y
 * crea una tarea para revisar el contrato'. A part is split off only where what follows opens a request of its own
 * (a verb, or a question after a sentence end), and never inside quotes or a message's text, so 'busca los correos de
 * Ana y Pedro' stays one request.
 */
export function splitRequests(text: string): RequestSpan[] {
  const folded = foldCharacters(text);
  const protectedSpans = findProtectedSpans(folded);
  const cuts: { leftEnd: number; nextStart: number }[] = [];
  let partStart = 0;
  for (const match of folded.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    if (protectedSpans.some((span) => match.index >= span.start && match.index < span.end)) continue;
    if (end >= folded.length) continue;
    const sentenceEnd = /[.?!;]/.test(match[0]);
    const boundary = {
      afterSentenceEnd: sentenceEnd,
      afterQuestion: match[0].includes("?"),
      afterApp: endsWithApp(folded, match.index),
    };
    if (!opensRequest(folded, end, boundary) || tellsWhatArrived(folded.slice(end))) continue;
    // 'en Dropbox, enséñame mis archivos': a part that asks nothing yet belongs to what follows, unless it names
    // things to list before 'y' ('tareas de Lucía y crea una…').
    const part = folded.slice(partStart, match.index + 1);
    if (!asksSomething(part) && !(/^\s+(?:y|e)\s+$/.test(match[0]) && namesThingsToList(part))) continue;
    partStart = end;
    // A question keeps its mark; 'y' and commas belong to neither side, nor does what is said before the next
    // request ('otra cosa:', 'ah, y', 'ya que estás'): read as its words, it would be a thing to look for.
    const leftEnd = sentenceEnd ? match.index + match[0].trimEnd().length : match.index;
    cuts.push({ leftEnd, nextStart: end + measureLeadIn(folded.slice(end), opensWithVerb) });
  }
  const spans: RequestSpan[] = [];
  let start = 0;
  for (const cut of [...cuts, { leftEnd: text.length, nextStart: text.length }]) {
    const piece = text.slice(start, cut.leftEnd);
    const trimmed = piece.trim();
    if (trimmed.length > 0) spans.push({ text: trimmed, start: start + piece.indexOf(trimmed) });
    start = cut.nextStart;
  }
  return spans.length > 0 ? spans : [{ text, start: 0 }];
}
