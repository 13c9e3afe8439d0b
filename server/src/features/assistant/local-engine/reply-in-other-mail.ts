import { chainFallbackPlans } from "./chain-fallback-plans";
import { type LocalEngineOptions, planRequest, type RequestPlan } from "./plan-request";

/**
 * 'contéstale a Carmen por mail que…' in the general chat, with two mail apps connected: the person's mail may be in
 * either, so when the first has nothing from them the same reply is tried in the next. Only a reply that names whom
 * it answers and no app; a reply to a described mail, or in an app said, stays where it was planned.
 */
export function replyInOtherMail(plan: RequestPlan, options: LocalEngineOptions): RequestPlan {
  if (options.assistant !== "shifu" || plan.kind !== "call" || !plan.find?.sender || plan.parsed.app) return plan;
  const { parsed } = plan;
  const repliesToMail = (app: string) =>
    options.tools.some(
      (tool) => tool.app === app && tool.intent.action === "reply" && tool.intent.objects.includes("email"),
    );
  const otherApps = options.connectedApps.filter((app) => app !== plan.tool.app && repliesToMail(app));
  const others = otherApps.map((app) => planRequest({ ...parsed, app }, options));
  return chainFallbackPlans([plan, ...others]) ?? plan;
}
