import type { RequestPlan } from "./plan-request";

type CallPlan = Extract<RequestPlan, { kind: "call" }>;

/**
 * Reads tried one after another, each only when the one before found nothing ('¿quién es Sofía Herrera?': the
 * contacts, then the mail, then the team chats). A read of an app already asked is left out: it would find nothing
 * new.
 */
export function chainFallbackPlans(plans: readonly (RequestPlan | undefined)[]): CallPlan | undefined {
  const calls: CallPlan[] = [];
  for (const plan of plans) {
    if (plan?.kind === "call" && !calls.some((call) => call.tool.app === plan.tool.app)) calls.push(plan);
  }
  return calls.reduceRight<CallPlan | undefined>(
    (next, plan) => (next ? { ...plan, otherwise: next } : plan),
    undefined,
  );
}
