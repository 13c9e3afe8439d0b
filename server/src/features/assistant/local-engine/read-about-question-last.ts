/** 'de qué iba', 'de qué trata', 'de qué habla': what a thing says, asked of it. */
const ASKS_ABOUT = String.raw`de\s+qu[eé]\s+(?:iba|va|van|iban|trata|tratan|trataba|trataban|era|eran|habla|hablaba|hablan)`;

/** 'el del banco de la semana pasada de qué iba?', 'la propuesta de Lumen, ¿de qué trata?': the thing named first. */
const ABOUT_LAST = new RegExp(
  String.raw`^\s*((?:el|la|los|las|lo)\s[^?¿]+?)[\s,]+¿?\s*${ASKS_ABOUT}\s*[?!.]*\s*$`,
  "iu",
);

/** '¿de qué iba el del banco?': asked first of a thing named only by what it is of, with no noun for its kind. */
const ABOUT_FIRST = new RegExp(
  String.raw`^\s*¿?\s*${ASKS_ABOUT}\s+((?:el|la|los|las)\s+del?\s[^?¿]+?)\s*[?!.]*\s*$`,
  "iu",
);

/**
 * What a thing is about, asked after naming it or of a thing named only by what it is of, is a summary of it, said as
 * the rules read one ('resume el del banco de la semana pasada'); its words are the thing, never a topic looked for
 * inside it.
 */
export function readAboutQuestionLast(text: string): string {
  const thing = ABOUT_LAST.exec(text)?.[1] ?? ABOUT_FIRST.exec(text)?.[1];
  return thing ? `resume ${thing}` : text;
}
