/**
 * 'la comida de Navidad mejor que la organice Lucía', 'lo del inventario que lo lleve Pedro, asígnaselo': a thing named
 * first, then who had better do it, with the thing's pronoun before a verb said of them ('la organice', 'lo haga'),
 * and 'mejor' before or an order of handing it over after a comma. The person is one to three words, so a clause of its own
 * ('que la organice alguien del equipo de ventas') is no name.
 */
const PREFERRED =
  /^(?<thing>\s*(?:el|la|los|las|lo)\s[^,.;:!?¿]*?)\s*,?\s+(?<better>mejor\s+)?(?:que|q)\s+(?:lo|la|los|las)\s+(?:\p{L}+(?:e|a|en|an))\s+(?<person>\p{L}+(?:\s+(?!y\b)\p{L}+){0,2}?)\s*(?<order>,\s*(?:y\s+)?(?:as[ií]gn|p[aá]s|encarg)\p{L}*(?:\s+a\s+(?:ella|[eé]l))?\s*)?[.!]*\s*$/iu;

/** Words that never name a person: 'que lo haga otro', 'que la lleve alguien'. */
const NOBODY = /^(?:otro|otra|alguien|nadie|cualquiera|yo|tu|t[uú]|ella|[eé]l|ellos|ellas|luego|despues|despu[eé]s)$/iu;

/**
 * The request with the person who had better do a thing read as handing it to them ('asígnale la comida de Navidad a
 * Lucía'); any other request as it was.
 */
export function readPreferredHolder(text: string): string {
  const found = PREFERRED.exec(text);
  const { thing, person, better, order } = found?.groups ?? {};
  // 'la factura que la paga Marta' tells who does it; 'mejor' or an order to hand it over asks for the change.
  if (!thing || !person || (!better && !order) || NOBODY.test(person.split(/\s+/)[0] ?? "")) return text;
  return `asígnale ${thing.trim()} a ${person}`;
}
