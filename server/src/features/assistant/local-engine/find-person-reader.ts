import type { AppTool, ParsedRequest } from "../../../integrations/app-tool";
import { findNamedPerson } from "./ground-person-filter";
import type { SpanishRequest } from "./parse-spanish-request";
import type { LocalEngineOptions } from "./plan-request";

/** The read that finds what someone sent or wrote, and the request it is made with. */
export type PersonReader = {
  tool: AppTool;
  request: ParsedRequest;
  /** The name may be mistyped, so what the read brings is ranked by it: a mail search, not a filtered listing. */
  ranked: boolean;
};

/** Whether a tool's input carries the name it was given as the sender or author. */
function takesName(tool: AppTool, request: ParsedRequest, name: string): boolean {
  return Object.values(tool.argsFromRequest(request) ?? {}).includes(name);
}

/**
 * Where '¿quién es Javier Ruiz?' or '¿cuál es el mail de Laura?' is answered when no contacts app is asked: in a mail
 * app, its search by sender (the general chat's first mail app when none is named); in a team chat, its listing of
 * the messages of the member the name fits, a slip in it allowed ('javier moren').
 */
export function findPersonReader(
  parsed: SpanishRequest,
  person: string,
  options: LocalEngineOptions,
): PersonReader | undefined {
  const app = options.assistant === "shifu" ? parsed.app : options.assistant;
  const reads = options.tools.filter((tool) => !tool.writes && (app === undefined || tool.app === app));
  const text = parsed.request.text;
  const bySender = reads.find(
    (tool) =>
      tool.intent.action === "search" &&
      tool.intent.objects.includes("email") &&
      takesName(tool, { text, person }, person),
  );
  if (bySender) return { tool: bySender, request: { text, person }, ranked: true };
  if (!app) return undefined;
  const listsMessages = (tool: AppTool) => tool.intent.action === "list" && tool.intent.objects.includes("message");
  const people = options.directories?.get(app)?.people ?? [];
  if (people.length === 0) {
    // An app that lists no people (Discord): its latest messages, whose authors the answer matches the name to.
    const listing = reads.find(listsMessages);
    return listing ? { tool: listing, request: { text, person }, ranked: false } : undefined;
  }
  const named = findNamedPerson(people, person);
  if (!named || !people.includes(named.name)) return undefined;
  const request = { text, author: named.name };
  const listing = reads.find((tool) => listsMessages(tool) && takesName(tool, request, named.name));
  return listing ? { tool: listing, request, ranked: false } : undefined;
}
