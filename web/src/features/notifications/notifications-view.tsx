import { DEFAULT_ASSISTANT_KEY } from "@shifu/contract/plain/chats";
import { isMcpAppKey } from "@shifu/contract/plain/mcp-servers";
import { notificationMessages } from "@shifu/contract/plain/notifications";
import { type ReactNode, useId } from "react";
import { focusRing } from "../../shared/focus-ring";
import type { CurrentAssistant } from "../chat/current-assistant";
import { WorkspaceIcon } from "../chat/workspace/workspace-icon";
import { groupNotificationsBySender } from "./group-notifications-by-sender";
import { NotificationCard } from "./notification-card";
import { notificationTexts } from "./notification-texts";
import { selectPendingNotifications, useNotifications } from "./use-notifications";

function SenderSection({ sender, children, count }: { sender: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={sender} className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-600 dark:text-slate-300">
        <span className="truncate">{sender}</span>
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{notificationTexts.pendingCount(count)}</span>
        </span>
      </h3>
      {children}
    </section>
  );
}

/**
 * The notifications view (the chat list's 'Notificaciones'): the current assistant's pending notifications grouped
 * by sender, newest first; Shifu's gathers every app's.
 */
export function NotificationsView({ assistant }: { assistant: CurrentAssistant }) {
  const { notifications, isLoading, isFailed, refresh } = useNotifications(assistant.type);
  const titleId = useId();

  if (isLoading) {
    return (
      <section className="flex h-full flex-col items-center justify-center gap-4 px-8 py-12 text-center">
        <span className="flex size-16 items-center justify-center rounded-3xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
          <WorkspaceIcon name="bell" className="size-8" />
        </span>
        <h2 role="status" className="text-lg font-semibold text-slate-700 dark:text-slate-200">
          {notificationMessages.loading(assistant.title)}
        </h2>
      </section>
    );
  }

  const groups = groupNotificationsBySender(selectPendingNotifications(notifications));
  return (
    <section aria-labelledby={titleId} className="flex h-full min-h-0 flex-col bg-slate-50 dark:bg-slate-950">
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <WorkspaceIcon name="bell" className="size-6 text-brand-600 dark:text-brand-100" />
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 dark:text-white">
          {notificationTexts.viewTitle} · {assistant.title}
        </h2>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
          {isFailed && (
            <p className="text-center text-sm text-slate-500 dark:text-slate-400">
              {notificationTexts.loadFailed}{" "}
              <button
                type="button"
                onClick={() => void refresh()}
                className={`rounded font-semibold text-brand-700 underline dark:text-brand-100 ${focusRing}`}
              >
                {notificationTexts.retry}
              </button>
            </p>
          )}
          {groups.length === 0 ? (
            <p className="py-12 text-center text-slate-500 dark:text-slate-400">{notificationMessages.empty}</p>
          ) : (
            groups.map((group) => (
              <SenderSection key={group.key} sender={group.sender} count={group.notifications.length}>
                {group.notifications.map((notification) => (
                  <NotificationCard
                    key={notification.id}
                    notification={notification}
                    assistantKey={isMcpAppKey(assistant.type) ? DEFAULT_ASSISTANT_KEY : assistant.type}
                  />
                ))}
              </SenderSection>
            ))
          )}
        </div>
      </div>
    </section>
  );
}
