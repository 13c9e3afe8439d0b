/**
 * 'guárdame en borradores una respuesta para Sofía diciéndole que…', 'prepara un borrador de respuesta a Javier…': a
 * reply kept as a draft, which the rules know as 'respóndele en borrador a Sofía…'. Said without 'respuesta' ('un
 * borrador para Sofía') it stays a new mail, as it is.
 */
const DRAFT_REPLY =
  /^(\s*)(?:gu[aá]rda(?:me)?|d[eé]ja(?:me)?|prep[aá]ra(?:me)?|h[aá]z(?:me)?|escr[ií]be(?:me)?|redacta(?:me)?)(?=[^.?!]*\bborrador)(?=[^.?!]*\brespuesta)(?:\s+(?:en|como|un|una|de|borrador|borradores|respuesta))+\s+(?:a|para)\s+/iu;

/** The request with a draft reply said as one; any other request as it was. */
export function readDraftReply(text: string): string {
  return text.replace(DRAFT_REPLY, "$1respóndele en borrador a ");
}
