import { AppLogoMark } from "../../../shared/brand-logos/app-logo-mark";
import type { AppLogo } from "../../../shared/brand-logos/select-logo";
import { focusRing } from "../../../shared/focus-ring";
import { notificationTexts } from "../../notifications/notification-texts";
import { chatListTexts } from "./chat-list-texts";
import { stripMarkdown } from "./strip-markdown";
import { truncatePreview } from "./truncate-preview";

export type EntryStatus = "connected" | "needs_reconnect";

const statusStyles: Record<EntryStatus, { text: string; className: string }> = {
  connected: {
    text: chatListTexts.connected,
    className: "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950 dark:text-emerald-300",
  },
  needs_reconnect: {
    text: chatListTexts.reconnect,
    className: "bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200",
  },
};

/**
 * One chat of the list: the general assistant or a connected app's, with its newest message and one dot for its
 * unread messages or pending notifications (the spec's single dot), each said aloud on its own. An expired
 * connection gets a 'Reconectar' button beside the entry (a button cannot hold another), where its badge would be.
 */
export function ChatListEntry({
  logo,
  name,
  title,
  status,
  preview,
  hasUnread,
  pendingNotifications,
  isActive,
  onSelect,
  onReconnect,
}: {
  logo: AppLogo;
  name: string;
  title: string;
  status?: EntryStatus;
  preview: string | undefined;
  hasUnread: boolean;
  pendingNotifications: number;
  isActive: boolean;
  onSelect: () => void;
  onReconnect?: () => void;
}) {
  const entry = (
    <button
      type="button"
      onClick={onSelect}
      aria-current={isActive ? "true" : undefined}
      className={`flex w-full items-start gap-3 rounded-xl px-3 py-3 text-left transition-colors hover:bg-slate-100 aria-[current=true]:bg-brand-50 dark:hover:bg-slate-800 dark:aria-[current=true]:bg-slate-800 ${focusRing}`}
    >
      <AppLogoMark logo={logo} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={`flex items-center gap-2 ${onReconnect ? "pr-24" : ""}`}>
          <span className="truncate font-semibold text-slate-900 dark:text-white">{name}</span>
          {status && (
            <span
              className={
                onReconnect
                  ? "sr-only"
                  : `shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${statusStyles[status].className}`
              }
            >
              {statusStyles[status].text}
            </span>
          )}
          {(hasUnread || pendingNotifications > 0) && (
            <span className="ml-auto size-2.5 shrink-0 rounded-full bg-brand-600 dark:bg-brand-100">
              {hasUnread && <span className="sr-only">{chatListTexts.unread}</span>}
              {pendingNotifications > 0 && (
                <span className="sr-only">{notificationTexts.pendingCount(pendingNotifications)}</span>
              )}
            </span>
          )}
        </span>
        <span className="truncate text-sm text-slate-600 dark:text-slate-300">{title}</span>
        {preview && (
          <span className="line-clamp-2 text-sm break-words text-slate-500 dark:text-slate-400">
            {truncatePreview(stripMarkdown(preview))}
          </span>
        )}
      </span>
    </button>
  );
  if (!onReconnect) return entry;
  return (
    <div className="relative">
      {entry}
      <button
        type="button"
        onClick={onReconnect}
        aria-label={chatListTexts.reconnectService(name)}
        className={`absolute top-3 right-3 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset hover:bg-amber-100 dark:hover:bg-amber-900 ${statusStyles.needs_reconnect.className} ${focusRing}`}
      >
        {chatListTexts.reconnect}
      </button>
    </div>
  );
}
