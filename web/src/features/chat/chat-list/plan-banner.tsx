import { planMessages } from "@shifu/contract/plain/plans";
import { focusRing } from "../../../shared/focus-ring";
import { useAccountPlan } from "../../profile/use-account-plan";
import { ChatIcon } from "../messages/chat-icon";
import { chatListTexts } from "./chat-list-texts";

/**
 * Under the chat list: on the free plan, the spec's 'change to a higher plan' banner with the daily cap from the
 * server; on a paid plan, that plan and a quieter way to the plans. Either way the plan picker stays in reach and the
 * tour's 'Planes' step has its anchor, which it would otherwise wait for. Until the plan is known (or if it cannot be
 * read) it shows the general free-plan text.
 */
export function PlanBanner({ onOpenPlans }: { onOpenPlans: () => void }) {
  const { data } = useAccountPlan();
  if (data && data.plan !== "free") {
    return (
      <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-800">
        <ChatIcon name="crown" className="size-4 shrink-0 text-amber-500" />
        <p className="min-w-0 flex-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          {chatListTexts.paidPlan(planMessages.planNames[data.plan])}
        </p>
        <button
          type="button"
          data-tour="plans"
          onClick={onOpenPlans}
          className={`shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 dark:text-brand-100 dark:ring-brand-500/40 dark:hover:bg-slate-700 ${focusRing}`}
        >
          {chatListTexts.seePlans}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 p-4 text-white shadow-sm">
      <p className="flex items-start gap-2 text-sm leading-snug">
        <ChatIcon name="crown" className="mt-0.5 size-4 text-amber-300" />
        {data ? planMessages.freePlanLimits(data.daily_messages) : chatListTexts.freePlan}
      </p>
      <button
        type="button"
        data-tour="plans"
        onClick={onOpenPlans}
        className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {chatListTexts.upgradePlan}
      </button>
    </div>
  );
}
