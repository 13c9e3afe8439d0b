import type { ListedItem, ParsedRequest, ToolOutput } from "../../../integrations/app-tool";

/** A priority as providers show it in a thing's details ('Prioridad: alta', 'Prioridad: urgente'). */
const HIGH_PRIORITY = /^(prioridad|priority)\s*:\s*(alta|urgente|high|urgent)\b/i;

/** The things that are due and prioritised. */
const DUE_THINGS: readonly string[] = ["task", "item", "deal", "pending"];

function isUrgent(item: ListedItem): boolean {
  return (item.details ?? []).some((detail) => HIGH_PRIORITY.test(detail));
}

/**
 * '¿qué tengo sin fecha?', '¿qué tareas urgentes tengo?': no provider listing takes these filters, so the things
 * listed are narrowed here by what each one shows, its due date or its priority.
 */
export function narrowByTaskFilters<T extends ToolOutput>(output: T, request: ParsedRequest): T {
  if (output.kind !== "list" || (!request.undated && !request.urgent)) return output;
  // A message or a mail has no due date nor priority: 'algo urgente en soporte' is not asked of these filters.
  if (!DUE_THINGS.includes(output.object)) return output;
  const items = output.items.filter((item) => (!request.undated || !item.due) && (!request.urgent || isUrgent(item)));
  return { ...output, items, total: items.length };
}
