/**
 * 'tengo que contestarle a Laura que sí', 'debo responder a Pedro que vale': a reply said as something the person has
 * to do is asked as much as 'contéstale…'. Without the question mark it is no question about their duties, so it is
 * read as the order, which the reply rules already know.
 */
const DUTY_REPLY =
  /\b(?:tengo\s+que|tendr[ií]a\s+que|he\s+de|debo(?:\s+de)?|deber[ií]a|hay\s+que)\s+(?<verb>contestar|responder)(?:le|les)?\b/giu;

const ORDER_OF: Record<string, string> = { contestar: "contesta", responder: "responde" };

/** The request with a reply said as a duty turned into the order; a question or any other request as it was. */
export function readDutyAsOrder(text: string): string {
  if (text.includes("?")) return text;
  return text.replace(DUTY_REPLY, (_whole, verb: string) => ORDER_OF[verb.toLowerCase()] ?? verb);
}
