/** Verbs of adding a new thing to a place: 'añade', 'añadí', 'agrégame', 'apunta', 'mete', 'pon', 'crea'. */
const ADDS =
  "(?:a[nñ]ad[eií](?:me)?|agr[eé]ga(?:me)?|agreg[aá]|ap[uú]nta(?:me)?|apunt[aá]|an[oó]ta(?:me)?|m[eé]te(?:me)?|met[eé]|p[oó]n(?:me)?|pon[eé]|cr[eé]a(?:me)?|cre[aá])";

/** A place things are kept in, with its name: 'el tablero de eventos', 'la lista Clientes', 'el proyecto Web'. */
const PLACE = "(?:al|el|la|a\\s+la)?\\s*(?:tablero|lista|proyecto|columna|secci[oó]n|grupo)\\b[^,.;:!?¿]*?";

/** What opens the new thing: 'lo de…', 'una tarea de…', 'un elemento para…', 'una fila que sea…'. */
const MATTER =
  "(?:lo\\s+(?:de|del)|una?\\s+(?:tarea|elemento|fila|item|[ií]tem|entrada|pendiente)(?:\\s+(?:de|del|para|que\\s+sea|llamad[oa]|que\\s+se\\s+llame))?)";

/**
 * 'añade en el tablero de eventos lo de reservar hotel', 'añade al tablero de la app una tarea de revisar las
 * capturas': the place first, then the new thing.
 */
const PLACE_THEN_MATTER = new RegExp(
  `^(?<lead>\\s*)(?<verb>${ADDS})\\s+(?<to>en\\s+|a\\s+|(?=al\\s))(?<place>${PLACE})\\s+${MATTER}\\s+(?<name>\\S[^.;!?]*?)\\s*[.!]?\\s*$`,
  "iu",
);

/** 'añade lo de reservar hotel al tablero de eventos': the new thing after 'lo de', then the place. */
const MATTER_THEN_PLACE = new RegExp(
  `^(?<lead>\\s*)(?<verb>${ADDS})\\s+lo\\s+(?:de|del)\\s+(?<name>\\S[^,.;:!?]*?)\\s+(?<to>en\\s+|a\\s+|(?=al\\s))(?<place>${PLACE})\\s*[.!]?\\s*$`,
  "iu",
);

/**
 * 'añade en el tablero de eventos lo de reservar hotel para la feria', 'apúntame lo de llamar a Nuria en la lista de
 * Clientes': 'lo de' is what the new thing is about, which is its name, said as the rules read a name after a colon
 * ('añade en el tablero de eventos: reservar hotel para la feria'). Only with a place's kind named, so that 'pon en el
 * calendario lo de…' keeps its meaning; any other request as it was.
 */
export function readMatterAddedToPlace(text: string): string {
  const found = PLACE_THEN_MATTER.exec(text) ?? MATTER_THEN_PLACE.exec(text);
  const { lead = "", verb, to, place, name } = found?.groups ?? {};
  if (!verb || to === undefined || !place || !name) return text;
  const where = `${to}${place.trim()}`;
  return `${lead}${verb} ${where}: ${name}`;
}
