/**
 * '¿me ha llegado algo de Javier?': what arrives from someone is what they sent, so it is asked as their messages,
 * which the rules already look for ('¿tengo algún mensaje de Javier?').
 */
const ARRIVED_FROM = /\b(?:me\s+)?(?:ha|han)\s+llegado\s+(?:algo|alguna\s+cosa)\s+(?=de\b|del\b)/giu;

/** The request with what arrived from someone read as their messages; any other request as it was. */
export function readArrivedAsMessages(text: string): string {
  return text.replace(ARRIVED_FROM, "tengo algún mensaje ");
}
