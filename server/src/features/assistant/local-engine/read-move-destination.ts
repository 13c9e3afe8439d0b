import type { AppTool } from "../../../integrations/app-tool";
import type { SpanishRequest } from "./parse-spanish-request";

/**
 * 'mueve la del inventario a campañas': moving a task, the words after 'a' are the list it goes to, though read as a
 * person's name ('a Laura'); a task is moved to a list, never to someone.
 */
export function readMoveDestination(tool: AppTool, parsed: SpanishRequest): SpanishRequest | undefined {
  const { person, project, ...request } = parsed.request;
  if (tool.intent.action !== "move" || !tool.intent.objects.includes("task") || project || !person) return undefined;
  return { ...parsed, objects: ["task"], request: { ...request, project: person } };
}
