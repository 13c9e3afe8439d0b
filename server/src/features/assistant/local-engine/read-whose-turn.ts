/** '¿a quién le toca…?', 'a quién le corresponde…', '¿a quién se lo han asignado…?': who has a task, asked the other way. */
const WHOSE_TURN =
  /^([¿\s]*)(?:y\s+|oye\s+)?a\s+qui[eé]n(?:es)?\s+(?:le\s+|les\s+|se\s+lo\s+|se\s+la\s+)?(?:toca|tocaba|corresponde|han\s+asignado|ha\s+tocado)\s+/iu;
/** What follows already names a thing ('lo de los banners', 'la demo'); an infinitive ('traducir la web') does not. */
const NAMES_THING = /^(?:lo|el|la|los|las|del?)\b/iu;

/**
 * '¿a quién le toca traducir la web?' asks what '¿quién lleva lo de traducir la web?' asks: put that way, the request
 * is a question about a thing described, answered with who has it, not a read of the task as a document.
 */
export function readWhoseTurn(text: string): string {
  const match = WHOSE_TURN.exec(text);
  if (!match) return text;
  const rest = text.slice(match[0].length);
  return `${match[1]}quién lleva ${NAMES_THING.test(rest) ? "" : "lo de "}${rest}`;
}
