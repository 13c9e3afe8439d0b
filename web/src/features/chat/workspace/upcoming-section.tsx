import type { WorkspaceView } from "../workspace-view";
import { WorkspaceIcon, type WorkspaceIconName } from "./workspace-icon";

export type UpcomingView = Extract<WorkspaceView, "Rewards" | "Referred">;

const sections: Record<UpcomingView, { title: string; text: string; icon: WorkspaceIconName }> = {
  Rewards: {
    title: "Recompensas",
    text: "Estamos preparando esta sección: muy pronto verás aquí tu racha y tus recompensas.",
    icon: "rewards",
  },
  Referred: {
    title: "Referidos",
    text: "Estamos preparando esta sección: muy pronto podrás invitar a tus amigos con tu código.",
    icon: "referrals",
  },
};

/** A section whose screen arrives with a later issue: its title and a line saying it is on its way. */
export function UpcomingSection({ view }: { view: UpcomingView }) {
  const { title, text, icon } = sections[view];
  return (
    <section aria-labelledby="upcoming-section-title" className="flex h-full flex-col">
      <header className="border-b border-slate-200 px-6 py-5 dark:border-slate-800">
        <h2 id="upcoming-section-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          {title}
        </h2>
      </header>
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-8 py-12 text-center">
        <span className="flex size-16 items-center justify-center rounded-3xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
          <WorkspaceIcon name={icon} className="size-8" />
        </span>
        <p className="max-w-xs text-base text-pretty text-slate-600 dark:text-slate-300">{text}</p>
      </div>
    </section>
  );
}
