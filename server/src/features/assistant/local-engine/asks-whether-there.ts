import { detectQuestion } from "./detect-question";
import { normalizeText } from "./normalize-text";

/** '¿hay un doc sobre…?', 'tenemos algo apuntado de…', '¿existe una política de…?': whether a thing is there. */
const IS_THERE =
  /^(?:(?:y|oye|oiga|pues)\s+)?(?:(?:en|por)\s+\S+\s+)?(?:hay|habia|tenemos|teniamos|tengo|tenia|tienes|existe)\b.*\b(?:un|una|algun|alguna|algo)\b/;

/** Whether a request asks if something is there rather than what it says. */
export function asksWhetherThere(text: string): boolean {
  const normalized = normalizeText(text);
  return IS_THERE.test(normalized) || detectQuestion(normalized, { summarizes: false })?.kind === "exists";
}
