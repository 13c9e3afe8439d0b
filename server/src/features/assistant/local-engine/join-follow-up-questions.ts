import { answerClockQuestion } from "./answer-clock-question";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";
import type { RequestSpan } from "./split-requests";

/**
 * Whether a question names nothing to look for of its own: no person, address, quote, channel, app or kind of thing,
 * and one word at most ('de qué empresa es', 'cuándo vence').
 */
function namesNothingOfItsOwn(parsed: SpanishRequest): boolean {
  const { person, email, quoted, channel, keywords } = parsed.request;
  const words = keywords?.split(/\s+/).filter(Boolean) ?? [];
  return !person && !email && !quoted && !channel && !parsed.app && parsed.objects.length === 0 && words.length <= 1;
}

/**
 * 'quién es Tomás Fuentes y de qué empresa es': a question split off only by its question word that names nothing of
 * its own asks more of the request before; both are read as one request, as they were said.
 */
export function joinFollowUpQuestions(
  spans: readonly RequestSpan[],
  text: string,
  parse: (text: string) => SpanishRequest,
  clock: { now: Date; timeZone: string },
): RequestSpan[] {
  const joined: RequestSpan[] = [];
  for (const span of spans) {
    const previous = joined.at(-1);
    // '… y qué día es hoy' asks the date, answered by itself.
    const asksTheClock = answerClockQuestion(normalizeText(span.text), clock.now, clock.timeZone) !== undefined;
    if (previous && span.asksMore && !asksTheClock && namesNothingOfItsOwn(parse(span.text))) {
      const whole = text.slice(previous.start, span.start + span.text.length);
      joined[joined.length - 1] = { ...previous, text: whole };
    } else {
      joined.push(span);
    }
  }
  return joined;
}
