/**
 * 'cárgatelo', 'fulmínalo', 'cepíllatela', 'quítamelo de en medio', 'quítala de ahí': everyday ways of saying to get
 * rid of a thing pointed back at. Each ends in the pronoun of that thing, which is kept ('bórralo'), so the thing named
 * before or after is still what the verb acts on. 'quita' alone is left to the rules ('quita la etiqueta'); only with a
 * place it is taken out of ('de en medio', 'de ahí', 'de encima', 'de mi vista') does it mean getting rid of it.
 */
const SLANG_REMOVAL =
  /\b(?:c[aá]rg[aá]te|fulm[ií]na|cep[ií]ll[aá]te|ventil[aá]te)(lo|la|los|las)\b|\bqu[ií]ta(?:me|te)?(lo|la|los|las)\s+de\s+(?:en\s+medio|ah[ií]|all[ií]|encima|delante|mi\s+vista)(?![\p{L}])/giu;

/** The request with slang for getting rid of a thing said as 'bórralo'; any other request as it was. */
export function readSlangAsRemoval(text: string): string {
  return text.replace(
    SLANG_REMOVAL,
    (_whole, pronoun: string | undefined, taken: string | undefined) =>
      `bórra${(pronoun ?? taken ?? "lo").toLowerCase()}`,
  );
}
