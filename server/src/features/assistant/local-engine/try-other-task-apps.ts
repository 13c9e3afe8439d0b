import type { IntentObject } from "../../../integrations/app-tool";
import { asksWhoHandles } from "./answer-who-handles";
import { chainFallbackPlans } from "./chain-fallback-plans";
import { type LocalEngineOptions, planRequest, type RequestPlan } from "./plan-request";

const TASK_KINDS: readonly IntentObject[] = ["task", "item"];

/**
 * 'marca como hecha la tarea de la demo de Logística Castellana', '¿quién lleva lo de los banners?' in the general
 * chat, with no app named: the task may be in any connected task app (Asana, ClickUp, monday.com), not only the first.
 * The same request is asked of each in turn, the next only when the one before found nothing that fits; a question of
 * who has a thing is asked of the task apps before the search across every app, which does not read tasks.
 */
export function tryOtherTaskApps(plan: RequestPlan, options: LocalEngineOptions): RequestPlan {
  if (options.assistant !== "shifu" || plan.kind !== "call" || plan.parsed.app) return plan;
  const keepsTasks = (app: string) =>
    options.tools.some((tool) => tool.app === app && tool.intent.objects.some((object) => TASK_KINDS.includes(object)));
  const onTask = plan.tool.target !== undefined && keepsTasks(plan.tool.app);
  const asksWho = plan.tool.app === "shifu" && asksWhoHandles(plan.parsed.request.text);
  if (!onTask && !asksWho) return plan;
  const others = options.connectedApps
    .filter((app) => app !== plan.tool.app && keepsTasks(app))
    .map((app) => planRequest({ ...plan.parsed, app }, options));
  const tried = others.filter((other) => other.kind === "call" && (asksWho || other.tool.target !== undefined));
  return chainFallbackPlans(onTask ? [plan, ...tried] : [...tried, plan]) ?? plan;
}
