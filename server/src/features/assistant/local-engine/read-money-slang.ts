/** Everyday words for money ('pasta', 'pelas', 'guita', 'lana', 'plata', 'pavos'), which the rules know as 'dinero'. */
const SLANG = "(?:pasta|pelas|guita|lana|plata|pavos|money|cash)";

/**
 * Only where an amount is asked or compared ('cuánta pasta', 'más pelas', 'la pasta que suman'), so a proposal about
 * 'pasta fresca' or a 'jersey de lana' keeps its words.
 */
const SAID_OF_AMOUNT = new RegExp(
  `\\b(cu[aá]nt[oa]s?|m[aá]s|menos|mucha|poca|tanta|la|el|los|las)\\s+${SLANG}\\b(?=\\s+(?:que|suman|hay|son|vale|valen|tenemos|tengo|en|mueven?|llevamos|queda|quedan)\\b|\\s*[?.,!]|\\s*$)`,
  "giu",
);

/** 'cuánta pasta hay en juego', 'cuánto hay en juego': what is at stake is the amount, no word a thing holds. */
const AT_STAKE = /\s+en\s+juego\b/giu;

/** The request with money slang said as 'dinero', when it asks or compares an amount; any other as it was. */
export function readMoneySlang(text: string): string {
  const said = text.replace(SAID_OF_AMOUNT, (_, before: string) =>
    /^cu[aá]nt/i.test(before) ? "cuánto dinero" : /^(la|el|los|las)$/i.test(before) ? "el dinero" : `${before} dinero`,
  );
  return /\b(dinero|cu[aá]nto)\b/i.test(said) ? said.replace(AT_STAKE, "") : said;
}
