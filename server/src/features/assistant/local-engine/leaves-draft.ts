import type { IntentAction, ParsedRequest } from "../../../integrations/app-tool";

/** Changes that already say what happens to a message: these keep their own verb. */
const OWN_MESSAGE_VERBS: readonly (IntentAction | undefined)[] = ["send", "reply", "forward"];

/**
 * 'déjame en borradores un correo a Pedro diciéndole que…', 'guárdame como borrador un mail a Ana: …': a message with
 * its text and whom it is for, left among the drafts, is a new mail kept unsent, whatever verb leaves it there.
 */
export function leavesDraft(action: IntentAction | undefined, request: ParsedRequest): boolean {
  if (request.draft !== true || request.body === undefined || OWN_MESSAGE_VERBS.includes(action)) return false;
  return request.person !== undefined || request.email !== undefined || request.recipients !== undefined;
}
