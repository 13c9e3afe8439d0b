import { describeTarget } from "./describe-target";
import { parseSpanishDates } from "./parse-spanish-dates";
import { type LocalEngineOptions, planRequest, type RequestPlan } from "./plan-request";
import { describesSomething } from "./rank-candidates";

/** How far back a meeting named with no day is looked for when none lies ahead. */
const DAYS_BACK = 7;

/**
 * '¿a qué hora era la llamada con Proveedores Iberia?', '¿quién vino a la revisión de presupuesto?': a meeting named by
 * its words with no day is looked for in the days ahead, as an agenda is; when none fits there, it may have been
 * earlier today or in the days just gone, so the week before is read next, before anything else tried then.
 */
export function retryMeetingEarlier(plan: RequestPlan, options: LocalEngineOptions): RequestPlan {
  if (plan.kind !== "call" || plan.tool.writes || plan.find) return plan;
  const { intent } = plan.tool;
  const { parsed } = plan;
  if (intent.action !== "list" || !intent.objects.includes("event") || parsed.request.dateRange) return plan;
  if (!describesSomething(describeTarget(parsed.request))) return plan;
  const today = parseSpanishDates("hoy", { now: options.now(), timeZone: options.timeZone, direction: "future" })
    .dateRange?.from;
  if (!today) return plan;
  const offset = today.slice(19);
  const start = new Date(Date.parse(`${today.slice(0, 10)}T12:00:00Z`) - DAYS_BACK * 86_400_000);
  const dateRange = {
    from: `${start.toISOString().slice(0, 10)}T00:00:00${offset}`,
    to: `${today.slice(0, 10)}T23:59:59${offset}`,
  };
  const earlier = planRequest({ ...parsed, request: { ...parsed.request, dateRange } }, options);
  if (earlier.kind !== "call" || earlier.tool !== plan.tool) return plan;
  return { ...plan, otherwise: { ...earlier, ...(plan.otherwise ? { otherwise: plan.otherwise } : {}) } };
}
