/** Verbs that change one thing that exists, which people say once for two things: 'borra el A y también el B'. */
const SHARED_VERB = "borra|b[oó]rrame|elimina|archiva|arch[ií]vame|tacha|completa|acepta|rechaza|quita";

/**
 * 'borra el boletín y también la oferta de Tienda XYZ', 'archiva el de LinkedIn y el de Iberia': a second thing after
 * 'y también' (or 'y el de…', a thing named by what it is of) takes the same verb.
 */
const TWO_THINGS = new RegExp(
  `^(\\s*(?:(?:porfa|por favor|oye),?\\s+)?(${SHARED_VERB})\\s+(?:el|la|los|las)\\s+.+?\\s+y\\s+)((?:tambi[eé]n|adem[aá]s)\\s+(?:el|la|los|las)\\s|(?:el|la|los|las)\\s+del?\\s)`,
  "iu",
);

/** The verb said again before the second thing, so that each is its own request. */
export function repeatSharedVerb(text: string): string {
  return text.replace(TWO_THINGS, (_match, first: string, verb: string, second: string) => {
    const also = /^(?:tambi[eé]n|adem[aá]s)\s+/iu.exec(second)?.[0] ?? "";
    return `${first}${also}${verb.toLowerCase()} ${second.slice(also.length)}`;
  });
}
