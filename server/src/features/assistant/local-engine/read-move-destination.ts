import type { AppTool } from "../../../integrations/app-tool";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

/**
 * 'mueve lo de las reseñas a tareas generales': the words after the last 'a' that end the request, where a list's
 * name may begin with a word the rules take for the kind of thing ('tareas').
 */
const LAST_DESTINATION =
  /\s(?:a|al|hacia)\s+(?:la\s+lista\s+(?:de\s+)?|el\s+proyecto\s+)?([^\s,;:.?!]+(?:\s+[^\s,;:.?!]+){0,3})\s*[?.!]*$/;

/**
 * 'mueve la del inventario a campañas': moving a task, the words after 'a' are the list it goes to, though read as a
 * person's name ('a Laura'), or as the kind of thing and a loose word ('a tareas generales'); a task is moved to a
 * list, never to someone.
 */
export function readMoveDestination(tool: AppTool, parsed: SpanishRequest): SpanishRequest | undefined {
  const { person, project, ...request } = parsed.request;
  if (tool.intent.action !== "move" || !tool.intent.objects.includes("task") || project) return undefined;
  if (person) return { ...parsed, objects: ["task"], request: { ...request, project: person } };
  const destination = LAST_DESTINATION.exec(normalizeText(parsed.request.text))?.[1];
  if (!destination) return undefined;
  const named = new Set(destination.split(" "));
  const keywords = request.keywords
    ?.split(/\s+/)
    .filter((word) => !named.has(normalizeText(word)))
    .join(" ");
  return {
    ...parsed,
    objects: ["task"],
    request: { ...request, project: destination, keywords: keywords || undefined },
  };
}
