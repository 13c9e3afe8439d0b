/** Where things are kept, each with the name after it: 'la lista de Clientes', 'el tablero Marketing'. */
const CONTAINER = "(?:lista|tablero|columna|secci[oó]n|carpeta|proyecto|grupo)";

/**
 * 'lo de ordenar los contratos mejor en la lista de Clientes, cámbialo allí': a thing, the place it belongs ('mejor
 * en', 'va en', 'iría en', 'en'), then an order that points back at both ('cámbialo allí', 'pásala ahí', 'llévalo
 * allí'). The place is said where the order's 'allí' stands.
 */
const PLACE_THEN_THERE = new RegExp(
  `^(?<thing>\\s*(?:el|la|los|las|lo)\\s[^,.;:!?¿]*?)\\s+(?:(?:mejor|va|van|ir[ií]a|ir[ií]an|tiene\\s+que\\s+ir|deber[ií]a\\s+ir|estar[ií]a\\s+mejor)\\s+)*(?:en|a)\\s+(?<place>(?:la|el)\\s+${CONTAINER}(?![\\p{L}])[^,.;:!?¿]*?)\\s*,\\s*(?<verb>[\\p{L}]+?)(?<pronoun>lo|la|los|las)\\s+(?:all[ií]|ah[ií]|all[aá])(?![\\p{L}])(?<rest>.*)$`,
  "isu",
);

/** Verbs that take a thing to a place: 'cambiar', 'pasar', 'llevar', 'mover', 'meter', 'poner'. */
const TAKES_TO =
  /^(?:c[aá]mbia|p[aá]sa|ll[eé]va|mu[eé]ve|mu[eé]veme|m[eé]te|p[oó]n|p[oó]ne|p[aá]same|ll[eé]vame|c[aá]mbiame)$/iu;

/**
 * The request with the place said where 'allí' points back at it, as a move ('muévelo a la lista de Clientes'), the
 * thing still named before its order; any other request as it was.
 */
export function readPlacePointedBack(text: string): string {
  const { thing, place, verb, pronoun, rest } = PLACE_THEN_THERE.exec(text)?.groups ?? {};
  if (!thing || !place || !verb || !pronoun || !TAKES_TO.test(verb)) return text;
  const to = /^el\s/i.test(place) ? `al ${place.slice(3)}` : `a ${place}`;
  return `${thing}, muéve${pronoun.toLowerCase()} ${to}${rest ?? ""}`;
}
