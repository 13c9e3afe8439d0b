import type { AppTool, IntentObject } from "../../../integrations/app-tool";
import { OBJECT_WORDS } from "./intent-vocabulary";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

/** Kinds made on another thing: 'añade un comentario a la tarea…', 'pon una nota en el elemento…'. */
const ADDED_TO_THINGS: readonly IntentObject[] = ["comment", "note"];

/**
 * 'añade un comentario a la tarea de los banners: falta el logo' in an app with no tool for comments: what is made is
 * the comment, so it cannot be done there; the task it goes on is never made in its place.
 */
export function cannotAddToThing(parsed: SpanishRequest, tools: readonly AppTool[], own: string | undefined): boolean {
  const [made, on] = parsed.objects;
  if (!own || parsed.action !== "create" || !made || !ADDED_TO_THINGS.includes(made)) return false;
  // 'una nota al elemento de los folletos': the thing it goes on may be left in the new thing's name.
  const firstNamed = normalizeText(parsed.request.name ?? "").split(" ")[0] ?? "";
  if (!on && !(firstNamed in OBJECT_WORDS)) return false;
  return !tools.some((tool) => tool.app === own && tool.writes && tool.intent.objects.includes(made));
}
