import type { IntentAction } from "../../../integrations/app-tool";
import type { SpanishRequest } from "./parse-spanish-request";

/** Changes to a task that exists whose day, if said, is the task's own ('reschedule' says the new one). */
const CHANGES_ON_DAY: readonly (IntentAction | undefined)[] = ["complete", "delete", "trash", "assign"];

/**
 * 'marca como hecha la de ayer', 'borra la que vence el martes': a task pointed at by its due day alone, with no
 * word of its title, is one of the person's tasks due that day. The request with the whole of those days (a task due
 * today at five is 'la de hoy' at noon too), or undefined when it points otherwise.
 */
export function readTaskByDay(parsed: SpanishRequest): SpanishRequest | undefined {
  const { dateRange, keywords, quoted } = parsed.request;
  if (!CHANGES_ON_DAY.includes(parsed.action) || !dateRange?.from || keywords || quoted) return undefined;
  const offset = dateRange.from.slice(19);
  const from = `${dateRange.from.slice(0, 10)}T00:00:00${offset}`;
  const to = `${(dateRange.to ?? dateRange.from).slice(0, 10)}T23:59:59${offset}`;
  return { ...parsed, request: { ...parsed.request, dateRange: { from, to } } };
}
