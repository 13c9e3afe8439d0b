import { ChatIcon } from "../messages/chat-icon";
import { chatListTexts } from "./chat-list-texts";

/** The spec's 'change to a higher plan' banner: the user's real plan is not known, so it always says free. */
export function FreePlanBanner({ onOpenPlans }: { onOpenPlans: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 p-4 text-white shadow-sm">
      <p className="flex items-start gap-2 text-sm leading-snug">
        <ChatIcon name="crown" className="mt-0.5 size-4 text-amber-300" />
        {chatListTexts.freePlan}
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
