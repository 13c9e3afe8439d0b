import type { IntentAction } from "../../../integrations/app-tool";
import { describeTarget, readNamingWords } from "./describe-target";
import type { SpanishRequest } from "./parse-spanish-request";
import type { LocalEngineOptions, RequestPlan } from "./plan-request";
import { readArgs } from "./plan-request";
import { describesSomething } from "./rank-candidates";
import type { Selection, ShownItem } from "./read-choice";

/** Removals, and the tool actions that do each: the bin and a deletion are one to the person, archiving is not. */
const REMOVALS: Partial<Record<IntentAction, readonly IntentAction[]>> = {
  trash: ["trash", "delete"],
  delete: ["trash", "delete"],
  archive: ["archive"],
};

/**
 * 'manda a la papelera el borrador del contrato de servicios' in the general chat: no app and no kind of thing is
 * said, only the thing's own name, so it is looked for in every connected app at once, and the removal is proposed
 * with the tool of the app it was found in (one per app, as a question read across apps is read by its own app).
 */
export function planRemovalAcrossApps(
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  reference: { selection?: Selection; shown?: ShownItem[] },
): RequestPlan | undefined {
  const doers = parsed.action ? REMOVALS[parsed.action] : undefined;
  if (options.assistant !== "shifu" || parsed.app || parsed.objects.length > 0 || !doers) return undefined;
  const description = describeTarget(parsed.request);
  if (!describesSomething(description)) return undefined;
  const search = options.tools.find((tool) => tool.app === "shifu" && tool.intent.action === "search");
  const removers = new Map(
    options.tools
      .filter((tool) => tool.writes && tool.target !== undefined && doers.includes(tool.intent.action))
      .map((tool) => [tool.app, tool]),
  );
  const [first] = removers.values();
  if (!search || !first) return undefined;
  const naming = parsed.request.keywords ? readNamingWords(parsed.request.keywords) : undefined;
  const args = readArgs(search, { ...parsed.request, ...(naming ? { keywords: naming } : {}) });
  if (!args) return undefined;
  const { act: _act, ...request } = parsed;
  return {
    kind: "call",
    parsed: request,
    tool: first,
    readers: [...removers.values()],
    find: { calls: [{ tool: search, args }], description, mode: "pick", ...reference },
  };
}
