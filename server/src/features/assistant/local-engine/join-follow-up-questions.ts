import { answerClockQuestion } from "./answer-clock-question";
import { detectQuestion } from "./detect-question";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";
import type { RequestSpan } from "./split-requests";

/**
 * Whether a question names nothing to look for of its own: no person, address, quote, channel, app or kind of thing,
 * and one word at most ('de qué empresa es', 'cuándo vence').
 */
function namesNothingOfItsOwn(parsed: SpanishRequest, kindsAllowed = false): boolean {
  const { person, email, quoted, channel, keywords } = parsed.request;
  const words = keywords?.split(/\s+/).filter(Boolean) ?? [];
  const namesKind = !kindsAllowed && parsed.objects.length > 0;
  return !person && !email && !quoted && !channel && !parsed.app && !namesKind && words.length <= 1;
}

/** 'en la de enviar la propuesta…', 'sobre lo del contrato': a thing named, with nothing asked or done yet. */
const TOPIC =
  /^(?:(?:oye|bueno|pues|y|a ver)[\s,]+)*(?:(?:en|sobre|de|con|acerca de|respecto a)\s+)?(?:el|la|lo|los|las)\s+de\b/;

function namesTopicOnly(text: string, parse: (text: string) => SpanishRequest): boolean {
  return TOPIC.test(normalizeText(text)) && !text.includes("?") && parse(text).action === undefined;
}

/**
 * 'quién es Tomás Fuentes y de qué empresa es': a question split off only by its question word that names nothing of
 * its own asks more of the request before; both are read as one request, as they were said. So is a sum asked of
 * what was just counted.
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
    // 'cuántos negocios abiertos tenemos y cuánto suman': the sum of the things just counted, answered with their count.
    const sumsCounted =
      previous !== undefined &&
      detectQuestion(previous.text, { summarizes: false })?.kind === "count" &&
      detectQuestion(span.text, { summarizes: false })?.kind === "total";
    // A sum of them is of the kind counted, whatever its own words seem to name ('entre todos' is no to-do).
    const asksMore =
      (span.asksMore || sumsCounted) && !asksTheClock && namesNothingOfItsOwn(parse(span.text), sumsCounted);
    // 'en la de enviar la propuesta a Hoteles Mediterráneo, ¿qué descuento teníamos que poner?': the thing named
    // first is what the question asks about.
    const asksOfTopic = previous !== undefined && span.text.includes("?") && namesTopicOnly(previous.text, parse);
    if (previous && (asksMore || asksOfTopic)) {
      const whole = text.slice(previous.start, span.start + span.text.length);
      joined[joined.length - 1] = { ...previous, text: whole };
    } else {
      joined.push(span);
    }
  }
  return joined;
}
