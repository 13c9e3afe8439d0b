import { normalizeText } from "./normalize-text";

/** How a follow-up opens: '¿y los de ayer?', 'ahora los de Pedro', 'y en Slack?'. */
const FOLLOW_UP = /^(y|e|ahora|tambien|y ahora|y tambien|vale y|ok y)\b|^(los|las|el|la|lo) de\b/;

/** Whether a message opens as a follow-up of the previous one. */
export function isFollowUp(text: string): boolean {
  return FOLLOW_UP.test(normalizeText(text));
}
