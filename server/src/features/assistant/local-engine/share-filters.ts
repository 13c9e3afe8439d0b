import type { ParsedRequest } from "../../../integrations/app-tool";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

/** 'y cuánto suman', 'cuántos son', '¿y cuánto valen en total?': a count or a total asked of what was just asked about. */
const MEASURE_OF_THOSE =
  /^(?:y\s+)?(?:en\s+total\s+)?(?:cuanto|cuanta|cuantos|cuantas)\s+(?:suman|valen|vale|son|hacen|hay|dinero\s+(?:suman|son)|es\s+en\s+total|seria\s+en\s+total)(?:\s+en\s+total)?(?:\s+(?:entre\s+)?(?:todos|todas|ellos|ellas))?\s*[?.!]*$/;

/** The filters that say which things a request is about, as opposed to what is asked of them. */
const FILTERS = [
  "dateRange",
  "dueBy",
  "createdRange",
  "overdue",
  "undated",
  "urgent",
  "inProgress",
  "assignee",
  "state",
  "place",
  "project",
  "amount",
  "keywords",
  "person",
] as const satisfies readonly (keyof ParsedRequest)[];

/**
 * '¿cuántos negocios cierran este mes y cuánto suman?': a second question that only asks a count or a total is asked
 * of the same things as the first, so it keeps the first one's kind and filters (days, stage, person, place).
 */
export function shareFilters(
  previous: SpanishRequest | undefined,
  current: SpanishRequest,
): SpanishRequest | undefined {
  if (!previous || previous.objects.length === 0 || current.objects.length > 0) return undefined;
  if (!MEASURE_OF_THOSE.test(normalizeText(current.request.text))) return undefined;
  const request: ParsedRequest = { text: current.request.text };
  for (const field of FILTERS) {
    const value = previous.request[field];
    if (value !== undefined) Object.assign(request, { [field]: value });
  }
  const { act: _act, ...rest } = current;
  return {
    ...rest,
    action: previous.action ?? "list",
    objects: previous.objects,
    request,
    ...(previous.app ? { app: previous.app } : {}),
  };
}
