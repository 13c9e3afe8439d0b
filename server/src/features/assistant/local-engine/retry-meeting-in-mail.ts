import { describeTarget } from "./describe-target";
import { type LocalEngineOptions, planRequest, type RequestPlan } from "./plan-request";
import { describesSomething } from "./rank-candidates";

/**
 * '¿a qué hora es la reunión de seguimiento con Rosa?', '¿cuándo es la jornada de transporte sostenible?': a meeting
 * described by its words and asked of an app that keeps mail beside the calendar (Outlook) may be only in a mail, an
 * invitation or a proposal not yet in the calendar. The same request asked of the mail is tried when the calendar
 * holds nothing that fits; a day's agenda asked with no words is an answer when empty, and is not retried.
 */
export function retryMeetingInMail(plan: RequestPlan, options: LocalEngineOptions): RequestPlan {
  if (plan.kind !== "call" || plan.tool.writes || !plan.tool.intent.objects.includes("event")) return plan;
  const { parsed } = plan;
  if (!describesSomething(describeTarget(parsed.request))) return plan;
  const keepsMail = options.tools.some(
    (tool) =>
      tool.app === plan.tool.app &&
      !tool.writes &&
      tool.intent.action === "search" &&
      tool.intent.objects.includes("email"),
  );
  if (!keepsMail) return plan;
  const { dateRange: _day, ...request } = parsed.request;
  const otherwise = planRequest({ ...parsed, objects: ["email"], request }, options);
  return otherwise.kind === "call" && otherwise.tool.app === plan.tool.app ? { ...plan, otherwise } : plan;
}
