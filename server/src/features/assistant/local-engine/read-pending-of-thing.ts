import { describeTarget } from "./describe-target";
import { detectQuestion, type Question } from "./detect-question";
import { asksWhatIsPending } from "./list-open-items";
import type { SpanishRequest } from "./parse-spanish-request";
import { describesSomething } from "./rank-candidates";

/**
 * 'en el acta del comité ¿qué quedó pendiente pa Laura?', '¿qué falta por hacer en la lista de la mudanza?': what is
 * pending asked of a thing described is what that thing leaves to do, read from it with the question's words (whose
 * part it is), not a summary of it nor of the person's day. Undefined when nothing is described or a summary is
 * asked in so many words.
 */
export function readPendingOfThing(parsed: SpanishRequest): Question | undefined {
  const { text, keywords } = parsed.request;
  if (parsed.action !== "summarize" || !keywords || !asksWhatIsPending(text)) return undefined;
  if (detectQuestion(text, { summarizes: false }) !== undefined) return undefined;
  if (!describesSomething(describeTarget(parsed.request))) return undefined;
  return { kind: "passage", about: keywords, query: text };
}
