import type { AssistantKey } from "@shifu/contract/chats";
import { Suspense, useId, useState } from "react";
import { readStoredItem, writeStoredItem } from "../../shared/browser-storage";
import { focusRing } from "../../shared/focus-ring";
import { ChatIcon } from "../chat/messages/chat-icon";
import { NotificationCard } from "../chat/workspace-side-views";
import { sortNewestFirst } from "./group-notifications-by-sender";
import { notificationTexts } from "./notification-texts";
import { selectPendingNotifications, useNotifications } from "./use-notifications";

/** localStorage: whether the person folded a chat's pending section away, so it stays folded after a reload. */
export function pendingHiddenStorageKey(assistantKey: AssistantKey): string {
  return `pendingHidden:${assistantKey}`;
}

function usePendingSectionOpen(assistantKey: AssistantKey) {
  const storageKey = pendingHiddenStorageKey(assistantKey);
  const [isOpen, setIsOpen] = useState(() => readStoredItem(localStorage, storageKey) !== "true");
  function toggle() {
    const next = !isOpen;
    writeStoredItem(localStorage, storageKey, next ? null : "true");
    setIsOpen(next);
  }
  return { isOpen, toggle };
}

/**
 * The chat's pending notifications ('shifu' shows every app's), newest first, in a section that folds away; other
 * statuses show nothing, and with nothing pending the section is not there at all. Each card is one line until it is
 * opened, and the section is a strip of the chat, so the conversation keeps most of the height; it grows while a card
 * is open, to show that card's actions.
 * The section must be keyed by the chat: whether it is folded is read once, for that chat.
 */
export function PendingNotifications({ assistantKey }: { assistantKey: AssistantKey }) {
  const { notifications } = useNotifications(assistantKey);
  const { isOpen, toggle } = usePendingSectionOpen(assistantKey);
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
          onClick={toggle}
          className={`flex w-full items-center gap-2 rounded py-1.5 text-sm font-semibold text-slate-700 dark:text-slate-200 ${focusRing}`}
        >
          <ChatIcon name="bell" className="size-4 text-brand-600 dark:text-brand-100" />
          {notificationTexts.pendingTitle}
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
            <span aria-hidden="true">{pending.length}</span>
            <span className="sr-only">{notificationTexts.pendingCount(pending.length)}</span>
          </span>
          <span className="ml-auto text-xs font-medium text-slate-500 dark:text-slate-400">
            {isOpen ? notificationTexts.hidePending : notificationTexts.showPending}
          </span>
          <ChatIcon name="arrow-down" className={`size-4 transition-transform ${isOpen ? "rotate-180" : ""}`} />
        </button>
      </h2>
      {isOpen && (
        <div
          id={listId}
          className="max-h-[min(15rem,26dvh)] overflow-y-auto overscroll-contain has-[article[data-open]]:max-h-[min(32rem,50dvh)]"
        >
          <div className="mx-auto flex w-full max-w-4xl flex-col gap-1.5 px-4 pb-2">
            <Suspense fallback={null}>
              {pending.map((notification) => (
                <NotificationCard
                  key={notification.id}
                  notification={notification}
                  assistantKey={assistantKey}
                  isCollapsible
                />
              ))}
            </Suspense>
          </div>
        </div>
      )}
    </section>
  );
}
