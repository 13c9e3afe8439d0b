import type { IntentAction } from "../../../integrations/app-tool";
import type { AppMention } from "./match-app-name";
import type { Token } from "./tokenize-request";

/** Changes only a received message takes: what is archived, forwarded or answered was sent by someone. */
const ACTS_ON_RECEIVED: readonly IntentAction[] = ["archive", "forward", "reply"];

/**
 * 'archiva el de LinkedIn', 'reenvía la de Iberia': an article standing for the thing, then 'de' and an app, names
 * who sent it, not where to look, when the change is one only a received message takes ('en LinkedIn' would be a
 * place). 'lo de LinkedIn' is read by the mail chat's own rule for another app's notices.
 */
export function namesSenderByArticle(
  tokens: readonly Token[],
  app: AppMention,
  action: IntentAction | undefined,
): boolean {
  const first = app.tokenIndexes[0] ?? 0;
  if (!action || !ACTS_ON_RECEIVED.includes(action)) return false;
  if (!/^(?:de|desde)$/.test(tokens[first - 1]?.norm ?? "")) return false;
  return /^(?:el|la|los|las)$/.test(tokens[first - 2]?.norm ?? "");
}
