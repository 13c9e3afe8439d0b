import { type DetectedIntent, detectIntent } from "./detect-intent";
import type { Token } from "./tokenize-request";

/** Changes made to a thing that already exists, which 'lo de…' names by what it is about. */
const CHANGES = new Set(["move", "reschedule", "complete", "trash", "delete", "archive", "assign"]);

/**
 * 'mueve lo de la presentación de resultados a mañana', 'completa lo del documento de Levante': 'lo de' names a thing by
 * what it is about, so the kind words after it are words of its name, not its kind: the thing is the app's own (a task
 * in Asana), found by all of them.
 */
export function keepMatterWordsInName(
  tokens: readonly Token[],
  intent: DetectedIntent,
  skip: ReadonlySet<number>,
): DetectedIntent {
  const [first] = intent.objectTokens;
  if (first === undefined || !intent.action || !CHANGES.has(intent.action)) return intent;
  // A meeting or a task said after it is still one ('mueve lo de la reunión con Pedro', 'mové lo de las reseñas a
  // tareas generales', where the tasks' word names the list they go to).
  if (intent.objects.some((object) => object === "event" || object === "task" || object === "item")) return intent;
  const matter = tokens.findIndex(
    (token, index) => token.norm === "lo" && /^(?:de|del)$/.test(tokens[index + 1]?.norm ?? ""),
  );
  if (matter < 0 || matter > first || intent.objectTokens.some((index) => index < matter)) return intent;
  const named = detectIntent(tokens, new Set([...skip, ...intent.objectTokens]));
  return named.action === intent.action && named.objects.length === 0 ? named : intent;
}
