import type { AppTool, IntentAction, IntentObject } from "../../../integrations/app-tool";
import type { SpanishRequest } from "./parse-spanish-request";

/** Objects close enough that a tool for one serves a request for the other. */
const RELATED_OBJECTS: Partial<Record<IntentObject, IntentObject[]>> = {
  email: ["message"],
  message: ["email", "chat", "comment"],
  chat: ["message"],
  file: ["document", "spreadsheet", "presentation"],
  document: ["file", "page"],
  spreadsheet: ["file"],
  presentation: ["file"],
  page: ["note", "document"],
  note: ["page", "comment"],
  task: ["item", "pending"],
  item: ["task", "pending"],
  pending: ["task", "item", "email", "deal"],
  media: ["file"],
  comment: ["message", "note"],
  deal: ["pending"],
};

/**
 * How well a tool's action serves the requested one; zero means not at all. Archiving is never served by a trash or a
 * delete, and a new mail never by a reply: a write does exactly what was asked or nothing. A reply may be posted where
 * the app has no reply of its own (a Slack channel), and 'borra' is the app's own removal, bin or delete, which a tool
 * may say it also is (`alsoServes`).
 */
function scoreAction(intent: AppTool["intent"], requested: IntentAction): number {
  const toolAction = intent.action;
  if (toolAction === requested) return 10;
  // Below the app's own tool for the act, if it has one.
  if (intent.alsoServes?.includes(requested)) return 9;
  const pair = new Set([toolAction, requested]);
  const both = (first: IntentAction, second: IntentAction) => pair.has(first) && pair.has(second);
  if (both("trash", "delete")) return 10;
  if (both("list", "search")) return 5;
  if (both("summarize", "list")) return 4;
  if (both("summarize", "search")) return 3;
  if (requested === "reply" && toolAction === "send") return 4;
  // 'lee los mensajes del chat con Marta': where the app reads no single item, reading them is listing them.
  if (requested === "read" && (toolAction === "list" || toolAction === "search")) return 3;
  return 0;
}

/** How well a tool's objects serve the requested ones, most specific first; undefined when unrelated. */
function scoreObjects(
  toolObjects: readonly IntentObject[],
  requested: readonly IntentObject[],
  allowRelated: boolean,
): number | undefined {
  if (requested.length === 0) return toolObjects.includes("anything") ? 3 : 2;
  const [primary, ...others] = requested;
  if (!primary) return 2;
  if (toolObjects.includes(primary)) return 6 + others.filter((object) => toolObjects.includes(object)).length;
  if (others.some((object) => toolObjects.includes(object))) return 3;
  if (allowRelated && (RELATED_OBJECTS[primary] ?? []).some((object) => toolObjects.includes(object))) return 3;
  return undefined;
}

/** Whether the request narrows the results, which a search tool does better than a plain listing. */
function hasSearchCriteria(parsed: SpanishRequest): boolean {
  const { request } = parsed;
  // An agenda takes people, words and dates in its own listing; only the next meeting is searched for.
  if (parsed.objects[0] === "event") return parsed.action === "search";
  if (request.person || request.keywords || request.quoted || request.email || request.importantOnly) return true;
  // Dates narrow mail and files; tasks and messages take them in their own listings ('desde ayer', 'para el jueves').
  const dated = ["email", "file", "document", "spreadsheet", "presentation", "page"];
  return (
    request.dateRange !== undefined &&
    (parsed.objects.length === 0 || parsed.objects.some((object) => dated.includes(object)))
  );
}

/**
 * The filters a request can set that some tools exist for: mentions, direct messages, overdue or started tasks, what
 * one folder holds.
 */
const FILTER_FIELDS = ["mentionsOnly", "directOnly", "overdue", "inProgress", "folder"] as const;

/**
 * How well a tool takes this request as it was written, beyond action and objects: a tool that can be called with it
 * beats one that lacks a piece (a direct message to a person beats a channel post with no channel), and a tool made
 * for a filter the request sets beats the general listing ('¿alguien me ha mencionado?' is the mentions' own list). A
 * tool that acts on a found target is judged once the target is found, so it is neither helped nor hurt here.
 */
function scoreFit(tool: AppTool, parsed: SpanishRequest): number {
  if (tool.target) return 0;
  const { request } = parsed;
  const args = tool.argsFromRequest(request);
  if (!args) return -1;
  const set = FILTER_FIELDS.filter((field) => request[field]);
  if (set.length === 0) return 0;
  const withoutFilters = { ...request };
  for (const field of set) delete withoutFilters[field];
  // Above the bonus a search gets for narrowing: '¿qué me ha dicho Laura por dm?' narrows by Laura, and is still a
  // question about direct messages.
  return tool.argsFromRequest(withoutFilters) === null ? 7 : 0;
}

/**
 * Picks the tool that best serves the request among those offered, by meaning: the action and objects each tool
 * declares, a search when the request narrows, a listing when it does not, and the more specific tool on a tie
 * ('hojas de cálculo' goes to Sheets before Drive). `appOrder` breaks the remaining ties (the connected mail app).
 * `allowRelated` lets a near object do once the app is settled (a Slack 'chat' is its messages), but not across apps:
 * 'mis correos' must not become Slack messages.
 */
export function chooseTool(
  parsed: SpanishRequest,
  tools: readonly AppTool[],
  appOrder: readonly string[],
  allowRelated: boolean,
): AppTool | undefined {
  const action = parsed.action;
  if (!action) return undefined;
  const narrows = hasSearchCriteria(parsed);
  let best: { tool: AppTool; score: number } | undefined;
  for (const tool of tools) {
    const actionScore = scoreAction(tool.intent, action);
    if (actionScore === 0) continue;
    const objectScore = scoreObjects(tool.intent.objects, parsed.objects, allowRelated);
    if (objectScore === undefined) continue;
    let score = actionScore + objectScore - 0.1 * tool.intent.objects.length;
    if ((action === "list" || action === "summarize") && tool.intent.action === "search" && narrows) score += 6;
    if (action === "search" && tool.intent.action === "list" && !narrows) score += 6;
    score += scoreFit(tool, parsed);
    const appIndex = appOrder.indexOf(tool.app);
    score -= 0.01 * (appIndex === -1 ? appOrder.length : appIndex);
    if (!best || score > best.score) best = { tool, score };
  }
  return best?.tool;
}
