import type { Theme } from "../../shared/theme";
import { useAccountPlan } from "../profile/use-account-plan";
import { TrainingChat } from "./training-chat";
import { trainingTexts } from "./training-texts";
import { TrainingUpgradeView } from "./training-upgrade-view";

/**
 * Training is for the premium and enterprise plans: a free user gets the upgrade view and no training call is made.
 * If the plan cannot be read the chat opens anyway, and the server's 403 brings the upgrade view if it must.
 */
export function TrainingGate({ theme, onOpenPlans }: { theme: Theme; onOpenPlans: () => void }) {
  const plan = useAccountPlan();
  if (plan.isPending) {
    return (
      <p role="status" className="m-auto text-sm text-slate-500 dark:text-slate-400">
        {trainingTexts.checkingPlan}
      </p>
    );
  }
  if (plan.data?.plan === "free") return <TrainingUpgradeView onOpenPlans={onOpenPlans} />;
  return <TrainingChat theme={theme} onOpenPlans={onOpenPlans} />;
}
