import type { ListedItem } from "../../../integrations/app-tool";
import type { ModelToolResult } from "../model-tool-result";
import { composeMissingPiece } from "./compose-spanish-replies";
import type { FindPlan, PlannedCall, RequestPlan } from "./plan-request";
import { chooseTarget, describesSomething, rankCandidates, selectMatches, type TargetChoice } from "./rank-candidates";
import type { ToolStep } from "./read-conversation";

/** Where one request stands: a call to make next, or finished with what its answer is made of. */
export type RequestProgress =
  | { kind: "call"; stage: string; call: PlannedCall }
  | { kind: "done"; outcome: RequestOutcome };

/** What a finished request answers from. */
export type RequestOutcome =
  | { kind: "text"; text: string }
  /** The last tool call's result: shown, counted, summed, quoted or announced as an approval. */
  | { kind: "result"; step: ToolStep }
  /** Every match of a described search, found by meaning when the provider's search found nothing. */
  | { kind: "matches"; items: ListedItem[]; step: ToolStep }
  /** Several things fit: the person is asked which. */
  | { kind: "choose"; items: ListedItem[] }
  /** Nothing fits what was described; `step` is the first place it was looked for. */
  | { kind: "none"; step: ToolStep | undefined };

type OkList = Extract<ModelToolResult, { status: "ok" }> & { output: { kind: "list" } };

function isList(result: ToolStep["result"]): result is OkList {
  return result?.status === "ok" && result.output.kind === "list";
}

/** The candidates every finder call brought, each once, in the order they came. */
function collectCandidates(steps: readonly ToolStep[]): ListedItem[] {
  const seen = new Set<string>();
  const items: ListedItem[] = [];
  for (const step of steps) {
    if (!isList(step.result)) continue;
    for (const item of step.result.output.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

function sameText(first: string | undefined, second: string | undefined): boolean {
  const fold = (value: string | undefined) =>
    (value ?? "")
      .replace(/[[\]<>*_`#|\s]+/g, " ")
      .trim()
      .toLowerCase();
  return fold(first) === fold(second);
}

/** The item a selection names among those just shown, found again among the fresh candidates by its title. */
function pickSelected(find: FindPlan, candidates: readonly ListedItem[]): TargetChoice {
  const { selection, shown = [] } = find;
  if (!selection) return { kind: "none" };
  if ("description" in selection) {
    const pool =
      shown.length > 0
        ? candidates.filter((item) => shown.some((line) => sameText(line.title, item.title)))
        : candidates;
    return chooseTarget(rankCandidates(pool, { alternatives: [selection.description.split(" ")] }));
  }
  const line = "last" in selection ? shown.at(-1) : shown.find((entry) => entry.position === selection.ordinal);
  if (shown.length === 0) {
    const index = "last" in selection ? candidates.length - 1 : selection.ordinal - 1;
    const item = candidates[index];
    return item ? { kind: "one", item } : { kind: "none" };
  }
  const item = line && candidates.find((candidate) => sameText(candidate.title, line.title));
  return item ? { kind: "one", item } : { kind: "none" };
}

/**
 * What the candidates found so far point at. With nothing described, the newest thing is meant ('borra el último
 * correo'). A provider's search that found exactly one thing found it by what the engine cannot see (the body), so
 * that one is trusted too; several such things are not, since nothing tells them apart.
 */
function settleTarget(find: FindPlan, steps: readonly ToolStep[]): TargetChoice {
  const candidates = collectCandidates(steps);
  if (find.selection) return pickSelected(find, candidates);
  if (!describesSomething(find.description)) {
    const first = candidates[0];
    return first ? { kind: "one", item: first } : { kind: "none" };
  }
  const choice = chooseTarget(rankCandidates(candidates, find.description));
  if (choice.kind !== "none") return choice;
  for (const [index, step] of steps.entries()) {
    if (find.calls[index]?.tool.intent.action !== "search" || !isList(step.result)) continue;
    const found = step.result.output.items;
    if (found.length === 1 && found[0]) return { kind: "one", item: found[0] };
  }
  return { kind: "none" };
}

/** A described search: what the provider found, or else every listed thing that fits the description. */
function settleShow(find: FindPlan, steps: readonly ToolStep[]): RequestProgress | undefined {
  const first = steps[0];
  // A provider's search already chose by the description; a plain listing did not, so its items are ranked below.
  const searched = find.calls[0]?.tool.intent.action === "search";
  if (searched && isList(first?.result) && first.result.output.items.length > 0) {
    return { kind: "done", outcome: { kind: "result", step: first } };
  }
  if (steps.length < find.calls.length) return undefined;
  const last = steps.at(-1);
  const matches = selectMatches(rankCandidates(collectCandidates(steps), find.description));
  if (matches.length > 0 && last) return { kind: "done", outcome: { kind: "matches", items: matches, step: last } };
  // The provider's search by the description's most telling words found what the ranking of titles could not.
  const telling = steps.findLast(
    (step, index) => index > 0 && find.calls[index]?.tool.intent.action === "search" && isList(step.result),
  );
  if (telling && isList(telling.result) && telling.result.output.items.length > 0)
    return { kind: "done", outcome: { kind: "result", step: telling } };
  return { kind: "done", outcome: { kind: "none", step: first } };
}

/**
 * The next step of one request, from the calls it already made (its own, by their stage): finder calls in order until
 * the target is settled, then the tool itself, then done.
 */
export function advanceRequest(plan: RequestPlan, steps: readonly (ToolStep & { stage: string })[]): RequestProgress {
  if (plan.kind === "text") return { kind: "done", outcome: { kind: "text", text: plan.text } };
  const acted = steps.find((step) => step.stage === "a");
  if (acted) return { kind: "done", outcome: { kind: "result", step: acted } };
  if (plan.args) return { kind: "call", stage: "a", call: { tool: plan.tool, args: plan.args } };
  const find = plan.find;
  const missing = {
    kind: "done",
    outcome: {
      kind: "text",
      text: composeMissingPiece(plan.parsed.action ?? plan.tool.intent.action, plan.parsed.objects),
    },
  } as const;
  if (!find) return missing;
  const found = steps.filter((step) => step.stage.startsWith("f"));
  const failed = found.find((step) => step.result?.status !== "ok");
  if (failed) return { kind: "done", outcome: { kind: "result", step: failed } };
  const next = find.calls[found.length];
  const callNext = next ? ({ kind: "call", stage: `f${found.length}`, call: next } as const) : undefined;
  if (found.length === 0) {
    return callNext ?? { kind: "done", outcome: { kind: "none", step: undefined } };
  }
  if (find.mode === "show")
    return settleShow(find, found) ?? callNext ?? { kind: "done", outcome: { kind: "none", step: found[0] } };
  const choice = settleTarget(find, found);
  if (choice.kind === "none" && callNext) return callNext;
  if (choice.kind === "none") return { kind: "done", outcome: { kind: "none", step: found[0] } };
  if (choice.kind === "several") return { kind: "done", outcome: { kind: "choose", items: choice.items } };
  const args = plan.tool.argsFromRequest(plan.parsed.request, choice.item);
  if (!args) return missing;
  return { kind: "call", stage: "a", call: { tool: plan.tool, args } };
}
