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
  const keywords = joinKindWords(readUnservedKindWords(parsed, []), parsed.request.keywords);
  return { ...withoutKind, request: { ...parsed.request, keywords } };
}

/**
 * The words of the request that name a kind of thing none of `ownTools` keeps ('el vídeo del producto nuevo' in
 * ClickUp, whose tools keep tasks, not Instagram's media): there they can only be words of the thing's title.
 */
export function readUnservedKindWords(parsed: SpanishRequest, ownTools: readonly AppTool[]): string[] {
  const served = new Set(ownTools.flatMap((tool) => tool.intent.objects));
  const unserved = new Set(parsed.objects.filter((object) => !served.has(object)));
  return normalizeText(parsed.request.text)
    .split(/\s+/)
    .filter((word) => {
      const object = OBJECT_WORDS[word]?.object;
      return object !== undefined && unserved.has(object);
    });
}

/**
 * '¿quién se encarga del vídeo del producto nuevo?' in ClickUp: a question in an app's own chat whose kind the app does
 * not keep is about what it does keep, with the kind's word as a word of its title. The request unchanged when every
 * kind it names is kept.
 */
export function describeWithUnservedKind(parsed: SpanishRequest, ownTools: readonly AppTool[]): SpanishRequest {
  const kindWords = readUnservedKindWords(parsed, ownTools);
  if (kindWords.length === 0) return parsed;
  const served = new Set(ownTools.flatMap((tool) => tool.intent.objects));
  const objects = parsed.objects.filter((object) => served.has(object));
  const keywords = joinKindWords(kindWords, parsed.request.keywords);
  return { ...parsed, objects, request: { ...parsed.request, keywords } };
}

/** The kind words first, then the rest of the description, each word once; undefined when there is none. */
export function joinKindWords(kindWords: readonly string[], keywords: string | undefined): string | undefined {
  return [...new Set([...kindWords, ...(keywords?.split(" ") ?? [])])].join(" ") || undefined;
}
