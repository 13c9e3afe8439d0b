import { chainFallbackPlans } from "./chain-fallback-plans";
import { type LocalEngineOptions, planRequest, type RequestPlan } from "./plan-request";

type CallPlan = Extract<RequestPlan, { kind: "call" }>;

/**
 * 'contéstale a Carmen por mail que…', '¿de qué va lo que me pasó Rosa por correo?', 'contesta al correo del cierre
 * contable…' in the general chat, with two mail apps connected: the mail may be in either, so when the first has
 * nothing that fits the same request is tried in the next. Only a request about someone's mail or about a mail it
 * describes, with no app said; one in an app said stays there.
 */
export function tryOtherMailApp(plan: RequestPlan, options: LocalEngineOptions): RequestPlan {
  if (options.assistant !== "shifu" || plan.kind !== "call" || plan.parsed.app) return plan;
  const { parsed } = plan;
  const aboutSomeonesMail = plan.find?.sender !== undefined || (parsed.request.person && !plan.tool.writes);
  const onDescribedMail = plan.find !== undefined && plan.tool.target !== undefined;
  if (!(aboutSomeonesMail || onDescribedMail) || !plan.tool.intent.objects.includes("email")) return plan;
  const { action } = plan.tool.intent;
  const keepsMail = (app: string) =>
    options.tools.some(
      (tool) => tool.app === app && tool.intent.action === action && tool.intent.objects.includes("email"),
    );
  const otherApps = options.connectedApps.filter((app) => app !== plan.tool.app && keepsMail(app));
  if (otherApps.length === 0) return plan;
  const others = otherApps.map((app) => planRequest({ ...parsed, app }, options));
  const first = leaveRoomForNextApp(plan, Boolean(aboutSomeonesMail || parsed.request.person));
  return chainFallbackPlans([first, ...others]) ?? plan;
}

/** A mail described: its search and the listing. */
const FIRST_LOOK_CALLS = 2;

/**
 * A turn has room for four calls. With another mail app still to try, the first one's deepest looks are left out so
 * the next app's search and the read or change found there fit: the first two looks are kept, and for someone's mail
 * never the search for the person's name anywhere in a text (for 'algo de recursos humanos', a topic).
 */
function leaveRoomForNextApp(plan: CallPlan, bySender: boolean): CallPlan {
  if (!plan.find) return plan;
  const calls = (
    bySender
      ? plan.find.calls.filter((call) => call.tool.intent.action !== "search" || "from" in call.args)
      : plan.find.calls
  ).slice(0, FIRST_LOOK_CALLS);
  return calls.length > 0 ? { ...plan, find: { ...plan.find, calls } } : plan;
}
