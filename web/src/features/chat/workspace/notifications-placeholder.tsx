import type { CurrentAssistant } from "../current-assistant";
import { WorkspaceIcon } from "./workspace-icon";

/** The spec's notifications view is a placeholder naming the current assistant. */
export function NotificationsPlaceholder({ assistant }: { assistant: CurrentAssistant }) {
  return (
    <section className="flex h-full flex-col items-center justify-center gap-4 px-8 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-3xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
        <WorkspaceIcon name="bell" className="size-8" />
      </span>
      <h2 className="text-lg font-semibold text-slate-700 dark:text-slate-200">
        Notificaciones para {assistant.title} en proceso...
      </h2>
    </section>
  );
}
