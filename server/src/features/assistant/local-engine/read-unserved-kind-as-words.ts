import type { AppTool } from "../../../integrations/app-tool";
import { chooseTool } from "./choose-tool";
import { OBJECT_WORDS } from "./intent-vocabulary";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

const READS: readonly string[] = ["list", "search", "read", "summarize"];

/**
 * 'manda a la papelera las notas de la entrevista' in Drive: a kind of thing the app does not keep (notes) is a word of
 * the title of what it does keep, when the action is a change the app can make. Undefined when the kind is served or the
 * action is not, so 'crea una tarea' in Drive still says what cannot be done.
 */
export function readUnservedKindAsWords(
  parsed: SpanishRequest,
  ownTools: readonly AppTool[],
  appOrder: readonly string[],
): SpanishRequest | undefined {
  // Reads of a kind the app lacks are asked of what it keeps already (see `planOwnAppRead`); this is for changes.
  if (parsed.objects.length === 0 || !parsed.action || READS.includes(parsed.action)) return undefined;
  if (chooseTool(parsed, ownTools, appOrder, true)) return undefined;
  const withoutKind = { ...parsed, objects: [] };
  if (!chooseTool(withoutKind, ownTools, appOrder, true)) return undefined;
  const unserved = new Set(parsed.objects);
  const kindWords = normalizeText(parsed.request.text)
    .split(/\s+/)
    .filter((word) => {
      const object = OBJECT_WORDS[word]?.object;
      return object !== undefined && unserved.has(object);
    });
  const keywords = [...new Set([...kindWords, ...(parsed.request.keywords?.split(" ") ?? [])])].join(" ");
  return { ...withoutKind, request: { ...parsed.request, keywords: keywords || undefined } };
}
