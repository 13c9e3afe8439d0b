import type { AssistantKey } from "@shifu/contract/chats";
import { Suspense, useId, useState } from "react";
import { focusRing } from "../../shared/focus-ring";
import { ChatIcon } from "../chat/messages/chat-icon";
import { NotificationCard } from "../chat/workspace-side-views";
import { sortNewestFirst } from "./group-notifications-by-sender";
import { notificationTexts } from "./notification-texts";
import { selectPendingNotifications, useNotifications } from "./use-notifications";

/**
 * The chat's pending notifications as cards ('shifu' shows every app's), newest first, in a section that folds away;
 * other statuses show nothing, and with nothing pending the section is not there at all.
 */
export function PendingNotifications({ assistantKey }: { assistantKey: AssistantKey }) {
  const { notifications } = useNotifications(assistantKey);
  const [isOpen, setIsOpen] = useState(true);
  const listId = useId();
  const pending = sortNewestFirst(selectPendingNotifications(notifications));
  if (pending.length === 0) return null;
  return (
    <section
      aria-label={notificationTexts.pendingTitle}
      className="border-t border-slate-200 bg-slate-100/70 dark:border-slate-800 dark:bg-slate-900/70"
    >
      <h2 className="mx-auto w-full max-w-4xl px-4">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setIsOpen((open) => !open)}
          className={`flex w-full items-center gap-2 rounded py-2 text-sm font-semibold text-slate-700 dark:text-slate-200 ${focusRing}`}
        >
          <ChatIcon name="bell" className="size-4 text-brand-600 dark:text-brand-100" />
          {notificationTexts.pendingTitle}
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
            <span aria-hidden="true">{pending.length}</span>
            <span className="sr-only">{notificationTexts.pendingCount(pending.length)}</span>
          </span>
          <span className="sr-only">{isOpen ? notificationTexts.hidePending : notificationTexts.showPending}</span>
          <ChatIcon name="arrow-down" className={`ml-auto size-4 transition-transform ${isOpen ? "rotate-180" : ""}`} />
        </button>
      </h2>
      {isOpen && (
        <div id={listId} className="max-h-[45dvh] overflow-y-auto overscroll-contain">
          <div className="mx-auto flex w-full max-w-4xl flex-col gap-3 px-4 pb-3">
            <Suspense fallback={null}>
              {pending.map((notification) => (
                <NotificationCard key={notification.id} notification={notification} assistantKey={assistantKey} />
              ))}
            </Suspense>
          </div>
        </div>
      )}
    </section>
  );
}
