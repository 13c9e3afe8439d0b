/**
 * 'fijate si me escribió Laura', 'mira a ver si ha llegado lo de Iberia', 'comprueba si tengo algo de Hacienda': asking
 * to check whether something is so is asking whether it is, so the verb of looking is no word to look for.
 */
const CHECK_WHETHER =
  /^\s*(?:f[ií]j(?:ate|ese)|mira(?:me)?(?:\s+a\s+ver)?|a\s+ver|comprueba(?:me)?|chequea(?:me)?|cheque[aá])\s+si\s+(?<asked>\S.*?)[\s?.!]*$/iu;

/** The request with a check asked as the question it is; any other request as it was. */
export function readCheckWhetherAsQuestion(text: string): string {
  const asked = CHECK_WHETHER.exec(text)?.groups?.asked;
  return asked ? `¿${asked}?` : text;
}
