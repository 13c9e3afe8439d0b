/**
 * '¿cuándo me toca verme otra vez con Carlos?', '¿cuándo veo a Laura?', '¿qué día nos reunimos de nuevo con Pedro?':
 * asking when one sees someone asks for the next meeting with them. The verbs of seeing and meeting, and 'otra vez' or
 * 'de nuevo', are no words of the meeting's title, so the question is said as the plain one it is.
 */
const SEEING_SOMEONE =
  /\b(cu[aá]ndo|qu[eé]\s+d[ií]a|a\s+qu[eé]\s+hora)\s+(?:(?:me|nos)\s+)?(?:toca\s+|(?:vuelvo|volvemos)\s+a\s+|tengo\s+que\s+|tenemos\s+que\s+)?(?:(?:me|nos)\s+)?(?:ver(?:me|nos)?|veo|vemos|reunir(?:me|nos)?|re[uú]no|reunimos|juntar(?:me|nos)|junto|juntamos)\s+(?:(?:otra\s+vez|de\s+nuevo)\s+)?(?:con|a)\s+(?=\p{L})/iu;

/**
 * '¿cuándo me toca la próxima con Marta?', '¿cuándo es la siguiente con Pedro?', '¿cuándo tengo la próxima con Laura?':
 * the next one with someone, its kind unsaid, is the next meeting with them.
 */
const NEXT_WITH_SOMEONE =
  /\b(cu[aá]ndo|qu[eé]\s+d[ií]a|a\s+qu[eé]\s+hora)\s+(?:(?:me|nos)\s+toca|es|ser[aá]|tengo|tenemos)\s+(?:la|mi)\s+(?:pr[oó]xima|siguiente)\s+con\s+(?=\p{L})/iu;

/** Said again after the person: '¿cuándo me veo con Carlos de nuevo?'. */
const AGAIN_AT_END = /\s+(?:otra\s+vez|de\s+nuevo)(?=[\s?!.]*$)/iu;

/** The question of when one sees someone, or has the next one with them, said as one of when the next meeting is. */
export function readSeeingSomeoneAsMeeting(text: string): string {
  if (NEXT_WITH_SOMEONE.test(text)) return text.replace(NEXT_WITH_SOMEONE, "$1 es mi próxima reunión con ");
  if (!SEEING_SOMEONE.test(text)) return text;
  return text.replace(SEEING_SOMEONE, "$1 tengo reunión con ").replace(AGAIN_AT_END, "");
}
