import { advanceRequest, type RequestOutcome, type RequestProgress } from "./advance-request";
import type { RequestPlan } from "./plan-request";
import type { ToolStep } from "./read-conversation";

/** The stages of the plan tried when the first found nothing start with this letter. */
const RETRY = "o";

type StagedStep = ToolStep & { stage: string };

/** Whether a finished read found nothing: no match, or a list with nothing in it. */
function foundNothing(outcome: RequestOutcome): boolean {
  if (outcome.kind === "none") return true;
  if (outcome.kind !== "result") return false;
  const result = outcome.step.result;
  return result?.status === "ok" && result.output.kind === "list" && result.output.items.length === 0;
}

function markRetry(progress: Extract<RequestProgress, { kind: "call" }>): RequestProgress {
  return {
    ...progress,
    stage: `${RETRY}${progress.stage}`,
    ...(progress.alongside
      ? { alongside: progress.alongside.map((call) => ({ ...call, stage: `${RETRY}${call.stage}` })) }
      : {}),
  };
}

/**
 * One request's progress, and the plan its answer is composed from: its own, or, when its read found nothing and it
 * has one, the plan tried then (`otherwise`: a meeting asked of Outlook's calendar is looked for in its mail), whose
 * calls are told apart by their stage.
 */
export function advanceWithRetry(
  plan: RequestPlan,
  steps: readonly StagedStep[],
  final: boolean,
  clock: { now: Date; timeZone: string },
): { plan: RequestPlan; progress: RequestProgress } {
  const own = steps.filter((step) => !step.stage.startsWith(RETRY));
  const progress = advanceRequest(plan, own, final, clock);
  const otherwise = plan.kind === "call" ? plan.otherwise : undefined;
  if (!otherwise || progress.kind !== "done" || !foundNothing(progress.outcome)) return { plan, progress };
  const retried = steps.flatMap((step) =>
    step.stage.startsWith(RETRY) ? [{ ...step, stage: step.stage.slice(RETRY.length) }] : [],
  );
  // The plan tried then may have one of its own ('¿quién es…?': contacts, then mail, then team chats).
  const next = advanceWithRetry(otherwise, retried, final, clock);
  if (next.progress.kind === "call")
    return final ? { plan, progress } : { ...next, progress: markRetry(next.progress) };
  return next;
}
