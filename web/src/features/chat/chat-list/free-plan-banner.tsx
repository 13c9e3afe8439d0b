import { planMessages } from "@shifu/contract/plans";
import { useAccountPlan } from "../../profile/use-account-plan";
import { ChatIcon } from "../messages/chat-icon";
import { chatListTexts } from "./chat-list-texts";

/**
 * The spec's 'change to a higher plan' banner, for the free plan only, with its daily cap from the server. Until the
 * plan is known (or if it cannot be read) it shows the general free-plan text, so the plan picker stays in reach.
 */
export function FreePlanBanner({ onOpenPlans }: { onOpenPlans: () => void }) {
  const { data } = useAccountPlan();
  if (data && data.plan !== "free") return null;
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
