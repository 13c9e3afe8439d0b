import { asksWhetherThere } from "./asks-whether-there";
import { describeTarget } from "./describe-target";
import { detectQuestion } from "./detect-question";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";
import { isWordedAsQuestion } from "./plan-fact-question";
import { describesSomething } from "./rank-candidates";

/**
 * '¿hay un doc sobre el teletrabajo? ¿cuántos días se pueden hacer desde casa?', '¿hay algo en Notion sobre Hoteles
 * Mirador? ¿qué quieren hacer?': a question right after asking whether a thing described is there asks of that thing,
 * whatever words of its own it has, unless it names someone, an app or a kind of thing of its own, or asks whether
 * something else is there.
 */
const QUESTION_OPENING =
  /^(?:y\s+)?(?:que|q|cual|cuales|cuanto|cuanta|cuantos|cuantas|cuando|donde|como|quien|quienes|por\s?que|porq|xq|pq|a\s+(?:que|q)|de\s+(?:que|q)|en\s+(?:que|q)|hasta\s+cuando|para\s+cuando)\b/;

export function asksOfThingLookedFor(previous: SpanishRequest, current: SpanishRequest): boolean {
  const { text, person, quoted, email, channel } = current.request;
  if (!asksWhetherThere(previous.request.text)) return false;
  if (!describesSomething(describeTarget(previous.request))) return false;
  if (!isWordedAsQuestion(text) || detectQuestion(text, { summarizes: false })?.kind === "exists") return false;
  // '¿qué quieren hacer?', '¿cuántos días se pueden hacer?': a verb after a question word is what the thing says of
  // someone, no order.
  const asks = QUESTION_OPENING.test(normalizeText(text));
  const ownAction =
    current.action !== undefined && !asks && !(current.action === "list" && current.act === "outOfScope");
  return !ownAction && current.objects.length === 0 && !current.app && !person && !quoted && !email && !channel;
}
