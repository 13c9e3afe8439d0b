import type { ParsedRequest } from "../../../integrations/app-tool";

const TENTATIVE = /\b(quizas?|tal vez|a lo mejor|provisional(mente)?|tentativ[oa]|tentativamente)\b/;

/**
 * The answer a request gives an invitation, from its verb ('acepta', 'rechaza', 'declina') or its words ('responde
 * que sí', 'dile que quizás'); nothing when it says none.
 */
export function readInvitationAnswer(
  normalized: string,
  verb: string | undefined,
): ParsedRequest["invitationAnswer"] | undefined {
  if (TENTATIVE.test(normalized)) return "tentative";
  if (verb?.startsWith("acept")) return "accepted";
  if (verb && /^(rechaz|declin)/.test(verb)) return "declined";
  if (/\bque si\b/.test(normalized)) return "accepted";
  if (/\bque no\b/.test(normalized)) return "declined";
  return undefined;
}

/**
 * 'dile que no a la invitación de…', 'contesta que sí a la comida con Javier', 'responde que tal vez a la formación':
 * yes, no or maybe said to a thing.
 */
const YES_OR_NO_TO =
  /\b(?:dile|d[ií]gale|dales|contesta|contest[aá]le|responde|resp[oó]ndele)\s+que\s+(s[ií]|no|tal\s+vez|quiz[aá]s?|a\s+lo\s+mejor)\s+(?:a\s+(?=la\s|las\s|los\s)|al\s+)/iu;

/**
 * Yes or no said to an invitation or a meeting is accepting or declining it ('rechaza la invitación de la jornada…'),
 * so that what follows names the thing answered rather than being a message.
 */
export function readYesOrNoToInvitation(text: string): string {
  return text.replace(YES_OR_NO_TO, (whole, answer: string) => {
    const verb = /^s/i.test(answer) ? "acepta" : /^no$/i.test(answer) ? "rechaza" : "acepta provisionalmente";
    return /\bal\s+$/i.test(whole) ? `${verb} el ` : `${verb} `;
  });
}
