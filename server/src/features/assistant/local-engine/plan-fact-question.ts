import { countsInsideThing } from "./counts-inside-thing";
import { describeTarget } from "./describe-target";
import { type Question, readWantedFacts } from "./detect-question";
import { isQuestion } from "./knowledge-vocabulary";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

/** What may come before the question word: 'y …', 'dime …', '¿sabes …?'. */
const ASKING_LEAD = /^(y\s+)?((dime|digame|decime|me dices|me puedes decir|sabes|sabrias decirme)\s+)?/;

/** '… según el procedimiento de soporte', '… en la guía de estilo': the thing that holds the answer, named last. */
const ACCORDING_TO =
  /\bsegun\s+(?:(?:el|la|los|las|mis|mi|nuestros|nuestras|nuestro|nuestra|lo que (?:dice|pone))\s+)?(.+)$/;

/** Whether a message is worded as a question: it opens with a question word or carries '?'. */
export function isWordedAsQuestion(text: string): boolean {
  return text.includes("?") || isQuestion(normalizeText(text.replace(/^[¿¡\s]+/, "")).replace(ASKING_LEAD, ""));
}

/** The thing a question says holds its answer ('según el procedimiento de soporte' → 'procedimiento de soporte'). */
export function readAnswerSource(text: string): string | undefined {
  if (!isWordedAsQuestion(text)) return undefined;
  return ACCORDING_TO.exec(normalizeText(text))?.[1]?.trim() || undefined;
}

/**
 * The written thing a question says holds its answer, named with an article ('según el procedimiento de soporte');
 * 'según Pedro' names who said it, not a thing to look for.
 */
export function readWrittenSource(text: string): string | undefined {
  const named = /\bsegun\s+(?:el|la|los|las|mi|mis|nuestr[oa]s?)\s/.test(normalizeText(text));
  return named ? readAnswerSource(text) : undefined;
}

/**
 * Whether a request asks for a fact held in the text of something it describes ('¿cuánto cuesta Shifu Pro? lo puse
 * en una presentación', '¿de cuánto es el presupuesto del plan de marketing?'), rather than for the things
 * themselves: counting or summing things it names ('¿cuántos correos tengo?', '¿cuánto suman mis negocios?') lists
 * them.
 */
export function asksForFact(parsed: SpanishRequest, question: Question | undefined): boolean {
  const { text } = parsed.request;
  // '¿quién lleva…?' is planned by the rules for who handles a thing (tasks, then mail), not as a fact to read.
  if (!isWordedAsQuestion(text) || readWantedFacts(text).every((kind) => kind === "person")) return false;
  const countsThings =
    (question?.kind === "count" || question?.kind === "total") &&
    parsed.objects.length > 0 &&
    !countsInsideThing(text, parsed.objects);
  return !countsThings && question?.kind !== "exists" && question?.kind !== "who";
}

/** The question a fact is read for: the whole request picks the sentences, and the kinds of fact it asks for. */
export function composeFactQuestion(parsed: SpanishRequest): Extract<Question, { kind: "passage" }> {
  const about = describeTarget(parsed.request).alternatives.flat().join(" ") || parsed.request.text;
  const wants = readWantedFacts(parsed.request.text);
  return { kind: "passage", about, query: parsed.request.text, ...(wants.length > 0 ? { wants } : {}) };
}
