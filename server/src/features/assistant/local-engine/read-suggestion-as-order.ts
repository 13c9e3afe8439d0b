/**
 * '¿qué tal si archivas lo del banco?', '¿y si borras la publicidad?', '¿por qué no le contestas a Laura?': a
 * suggestion made to whoever does the work is the order itself. Only before a verb said to 'tú' or 'vos' ('archivas',
 * 'le contestás'), so '¿qué tal el viaje?' and '¿y si no llega?' keep their meaning.
 */
const SUGGESTION =
  /^\s*¿?\s*(?:qu[eé]\s+tal\s+si|y\s+si|por\s*qu[eé]\s+no)\s+(?=(?:(?:me|te|le|les|lo|la|los|las|se)\s+)*[a-záéíóúñ]{3,}(?:as|es|ás|és)\b)/iu;

/** The request with a suggestion read as the order it makes, no longer a question; any other request as it was. */
export function readSuggestionAsOrder(text: string): string {
  return SUGGESTION.test(text) ? text.replace(SUGGESTION, "").replace(/\s*\?+\s*$/u, "") : text;
}
