import { asksWhoHandles } from "./answer-who-handles";
import { chainFallbackPlans } from "./chain-fallback-plans";
import { KIND_GROUPS } from "./kind-groups";
import { listsFolderContents } from "./lists-folder-contents";
import { type LocalEngineOptions, planRequest, type RequestPlan } from "./plan-request";

/**
 * 'marca como hecha la tarea de la demo de Logística Castellana', 'borra el archivo del catálogo de vinos', 'rechaza
 * la invitación al comité de seguridad', '¿quién lleva lo de los banners?' in the general chat, with no app named: the
 * thing may be in any connected app that keeps its kind (Asana, ClickUp, monday.com; Drive, Dropbox, OneDrive; Google
 * Calendar, Outlook), not only the first. The same request is asked
 * of each in turn, the next only when the one before found nothing that fits; a question of who has a thing is asked
 * of the task apps before the search across every app, which does not read tasks. '¿qué hay en la carpeta Facturas?'
 * too: a folder that the app listing folders lacks may be one of another file app's, found there by its name.
 */
export function tryOtherAppsOfKind(plan: RequestPlan, options: LocalEngineOptions): RequestPlan {
  if (options.assistant !== "shifu" || plan.kind !== "call" || plan.parsed.app) return plan;
  const asksWho = plan.tool.app === "shifu" && asksWhoHandles(plan.parsed.request.text);
  const group = asksWho
    ? KIND_GROUPS[0]
    : KIND_GROUPS.find((kind) => plan.tool.intent.objects.some((object) => kind.objects.includes(object)));
  if (!group) return plan;
  const kinds = group.objects;
  const keepsKind = (app: string) =>
    options.tools.some((tool) => tool.app === app && tool.intent.objects.some((object) => kinds.includes(object)));
  const listsFolder = listsFolderContents(plan.tool);
  const onThing = (plan.tool.target !== undefined || listsFolder) && keepsKind(plan.tool.app);
  if (!onThing && !asksWho) return plan;
  const keepsAll = (app: string) =>
    group.wholeKindFirst &&
    kinds.every((kind) => options.tools.some((tool) => tool.app === app && tool.intent.objects.includes(kind)));
  const others = options.connectedApps
    .filter((app) => app !== plan.tool.app && keepsKind(app))
    .toSorted((first, second) => Number(keepsAll(second)) - Number(keepsAll(first)))
    .map((app) => planRequest({ ...plan.parsed, app }, options));
  const tried = others.filter(
    (other) => other.kind === "call" && (asksWho || listsFolder || other.tool.target !== undefined),
  );
  return chainFallbackPlans(onThing ? [plan, ...tried] : [...tried, plan]) ?? plan;
}
