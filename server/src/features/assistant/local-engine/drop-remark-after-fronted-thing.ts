/**
 * What people say of a thing, or of themselves, between naming it and the order that points back at it: 'ya no
 * sirve', 'sobra', 'está repetido', 'hoy no llego ni de broma', 'no me da tiempo', 'ya no la usa nadie', 'se me pasó
 * ayer', 'está en Campañas pero…' (where it is now, when the order moves it). It is why, not what: no word of the
 * thing's name. 'ya está hecho' is left as it is: it asks for the thing to be marked done.
 */
const REMARK =
  /^(?<thing>\s*(?:el|la|los|las|lo)\s[^,.;:!?¿]*?)\s+(?:(?:hoy|ya|total|al\s+final|esta\s+semana|de\s+momento|ahora)\s+)?(?:no\s+(?:sirven?|valen?|hace\s+falta|se\s+usan?|lo\s+uso|la\s+uso|l[oa]s?\s+necesito|llego|me\s+da\s+(?:tiempo|la\s+vida)|voy\s+a\s+llegar|me\s+va\s+a\s+dar\s+tiempo)|(?:no\s+)?(?:l[oa]s?\s+)?(?:usa|usan)\s+nadie|nadie\s+(?:l[oa]s?\s+)?(?:usa|usan|mira|lee)|se\s+me\s+(?:pas[oó]|olvid[oó]|ha\s+pasado|ha\s+olvidado)|sobran?|est[aá]n?\s+(?:repetid[oa]s?|duplicad[oa]s?|obsolet[oa]s?|caducad[oa]s?|de\s+m[aá]s|en\s+\p{L}+))\b[^,.;:!?¿]*?(?:\s*,\s*(?:pero\s+)?|\s+pero\s+)(?<order>\S.*)$/isu;

/** An order pointing back at the thing: 'bórrala', 'pásamelo', 'archívalos', or asked: 'me lo pones…'. */
const POINTS_BACK = /^(?:[\p{L}]+(?:lo|la|los|las)|(?:me\s+|nos\s+)?(?:lo|la|los|las)\s+\p{L}+)\b/u;

/**
 * 'la de ideas para el blog ya no sirve, bórrala', 'lo de la presentación hoy no llego ni de broma, pásamelo a mañana':
 * the remark after the thing is left out, so the thing stays named before its verb ('la de ideas para el blog,
 * bórrala'); any other request as it was.
 */
export function dropRemarkAfterFrontedThing(text: string): string {
  const found = REMARK.exec(text);
  const { thing, order } = found?.groups ?? {};
  if (!thing || !order || !POINTS_BACK.test(order.replace(/^¿\s*/, ""))) return text;
  return `${thing}, ${order}`;
}
