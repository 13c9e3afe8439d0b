import { knowledgePanels } from "@shifu/contract/plain/training";
import { useId } from "react";
import { focusRing } from "../../shared/focus-ring";
import { ChatIcon } from "../chat/messages/chat-icon";
import { KnowledgeIcon } from "./knowledge-icon";
import { trainingTexts } from "./training-texts";

/** What a free user sees instead of the training chat: what training does, and the way to a plan that has it. */
export function TrainingUpgradeView({ onOpenPlans }: { onOpenPlans: () => void }) {
  const titleId = useId();
  return (
    <div className="flex min-h-0 flex-1 overflow-y-auto px-4 py-8">
      <section
        aria-labelledby={titleId}
        className="m-auto flex w-full max-w-2xl flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-800"
      >
        <h3 id={titleId} className="flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-white">
          <ChatIcon name="crown" className="size-6 text-amber-500" />
          {trainingTexts.upgradeTitle}
        </h3>
        <p className="text-slate-700 dark:text-slate-200">{trainingTexts.upgradeLead}</p>
        <p className="text-sm font-semibold text-slate-600 dark:text-slate-300">{trainingTexts.upgradeLearns}</p>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {knowledgePanels.map((panel) => (
            <li
              key={panel.type}
              className="flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            >
              <KnowledgeIcon name={panel.icon} className="size-4 text-brand-600 dark:text-brand-100" />
              {panel.title}
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600 dark:text-slate-300">{trainingTexts.upgradeDiagram}</p>
        <button
          type="button"
          onClick={onOpenPlans}
          className={`self-start rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 ${focusRing}`}
        >
          {trainingTexts.upgradeAction}
        </button>
      </section>
    </div>
  );
}
