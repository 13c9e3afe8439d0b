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
