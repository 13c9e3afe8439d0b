import type { ChatKey } from "@shifu/contract/chats";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { focusRing } from "../../../shared/focus-ring";
import { ChatIcon } from "./chat-icon";
import type { ChatMessage } from "./chat-message";
import { chatTexts } from "./chat-texts";
import { MessageBubble } from "./message-bubble";
import { ReplyPlaceholder } from "./reply-placeholder";

const ESTIMATED_ROW_PX = 110;
/** Within this distance of the bottom the list counts as showing the latest message, and keeps following it. */
const AT_END_THRESHOLD_PX = 80;
const PLACEHOLDER_KEY = "reply-placeholder";
/** Within this distance of the top an earlier page is asked for, so it is usually drawn before the top is reached. */
const LOAD_OLDER_THRESHOLD_PX = 1200;

/**
 * Whether the user has scrolled away from the latest message, read from the element's real geometry (the virtualizer
 * only knows estimates for rows it has not drawn) whenever it scrolls or its content changes size.
 */
function useIsAwayFromEnd(scrollRef: RefObject<HTMLElement | null>, contentRef: RefObject<HTMLElement | null>) {
  const [isAwayFromEnd, setIsAwayFromEnd] = useState(false);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const update = () =>
      setIsAwayFromEnd(element.scrollHeight - element.clientHeight - element.scrollTop > AT_END_THRESHOLD_PX);
    element.addEventListener("scroll", update, { passive: true });
    const resizes = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    resizes?.observe(element);
    if (contentRef.current) resizes?.observe(contentRef.current);
    return () => {
      element.removeEventListener("scroll", update);
      resizes?.disconnect();
    };
  }, [scrollRef, contentRef]);
  return isAwayFromEnd;
}

/**
 * Asks for the page before the oldest loaded message when the list is scrolled near its top, or when what is loaded
 * does not fill the view (it cannot be scrolled then). Not while a reply is awaited, nor after a failure, which waits
 * for its retry button.
 */
function useOlderPageLoader(
  scrollRef: RefObject<HTMLElement | null>,
  { canLoad, onLoadOlder }: { canLoad: boolean; onLoadOlder: () => void },
) {
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || !canLoad) return;
    const loadIfNearTop = () => {
      if (element.scrollTop < LOAD_OLDER_THRESHOLD_PX) onLoadOlder();
    };
    element.addEventListener("scroll", loadIfNearTop, { passive: true });
    if (element.scrollHeight <= element.clientHeight) onLoadOlder();
    return () => element.removeEventListener("scroll", loadIfNearTop);
  }, [scrollRef, canLoad, onLoadOlder]);
}

/**
 * The chat's messages, virtualized so only the rows on screen are in the DOM: a 10,000-message chat opens and scrolls
 * like a short one. Rows are measured as they render, it opens at the latest message and keeps to it as messages
 * arrive unless the user scrolled up, where an arrow brings them back.
 */
export const MessageList = memo(function MessageList({
  messages,
  isAwaitingReply,
  assistantKey,
  assistantTitle,
  onRetry,
  hasOlder,
  isLoadingOlder,
  hasOlderFailed,
  onLoadOlder,
  onRetryOlder,
}: {
  messages: readonly ChatMessage[];
  isAwaitingReply: boolean;
  assistantKey: ChatKey;
  assistantTitle: string;
  /** Sends a message whose reply failed again. */
  onRetry: (message: ChatMessage) => void;
  /** Whether the server holds messages before the oldest one loaded. */
  hasOlder: boolean;
  isLoadingOlder: boolean;
  hasOlderFailed: boolean;
  /** Asks for the page before the oldest loaded message; the list keeps the rows on screen where they are. */
  onLoadOlder: () => void;
  /** Asks again for the page that failed. */
  onRetryOlder: () => void;
}) {
  const scrollRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const isAwayFromEnd = useIsAwayFromEnd(scrollRef, contentRef);
  // The bars stand in for the reply only until its first text: then the reply's own bubble grows in their place.
  const isReplyPending = isAwaitingReply && messages.at(-1)?.role === "user";
  const rowCount = messages.length + (isReplyPending ? 1 : 0);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => messages[index]?.id ?? PLACEHOLDER_KEY,
    anchorTo: "end",
    followOnAppend: true,
    scrollEndThreshold: AT_END_THRESHOLD_PX,
    overscan: 6,
    paddingStart: 16,
    paddingEnd: 16,
  });

  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
  }, [virtualizer]);

  // The user's own new message is the one still undelivered at the end: sending always brings the list down to it.
  const lastMessage = messages.at(-1);
  const justSentId = lastMessage?.role === "user" && !lastMessage.delivered ? lastMessage.id : undefined;
  useEffect(() => {
    if (justSentId) virtualizer.scrollToEnd();
  }, [justSentId, virtualizer]);

  useOlderPageLoader(scrollRef, {
    canLoad: hasOlder && !isLoadingOlder && !hasOlderFailed && !isAwaitingReply,
    onLoadOlder,
  });

  const items = virtualizer.getVirtualItems();

  return (
    <div className="relative min-h-0 flex-1">
      <section
        ref={scrollRef}
        aria-label={chatTexts.messagesLabel}
        // Reachable by keyboard, so the arrow keys and Page Up scroll the history.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
        tabIndex={0}
        // The right lane (pr-12) is the arrow's: no bubble ever runs under it, at any width. The virtualizer keeps the
        // rows on screen in place when a page is put in above; the browser's own scroll anchoring would add its shift.
        className="h-full overflow-y-auto overscroll-contain pr-12 [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <div ref={contentRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          <div className="absolute top-0 left-0 w-full" style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
            {items.map((item) => {
              const message = messages[item.index];
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="mx-auto w-full max-w-4xl px-4 py-2"
                >
                  {message ? (
                    <MessageBubble
                      message={message}
                      assistantKey={assistantKey}
                      onRetry={isAwaitingReply ? undefined : onRetry}
                    />
                  ) : (
                    <ReplyPlaceholder assistantTitle={assistantTitle} />
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </section>
      {isLoadingOlder && (
        <p
          role="status"
          className="pointer-events-none absolute inset-x-0 top-2 mx-auto w-fit rounded-full bg-white px-3 py-1 text-sm text-slate-600 shadow ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700"
        >
          {chatTexts.loadingOlder}
        </p>
      )}
      {hasOlderFailed && !isLoadingOlder && (
        <div
          role="alert"
          className="absolute inset-x-0 top-2 mx-auto flex w-fit items-center gap-2 rounded-full bg-white py-1 pr-1 pl-3 text-sm text-slate-700 shadow ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700"
        >
          {chatTexts.olderFailed}
          <button
            type="button"
            onClick={onRetryOlder}
            className={`rounded-full px-2 py-0.5 font-medium text-brand-700 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-700 ${focusRing}`}
          >
            {chatTexts.retry}
          </button>
        </div>
      )}
      {isAwayFromEnd && (
        <button
          type="button"
          onClick={() => virtualizer.scrollToEnd({ behavior: "smooth" })}
          aria-label={chatTexts.jumpToLatest}
          title={chatTexts.jumpToLatest}
          className={`absolute right-4 bottom-4 flex size-10 items-center justify-center rounded-full bg-white text-slate-700 shadow-lg ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-700 ${focusRing}`}
        >
          <ChatIcon name="arrow-down" />
        </button>
      )}
    </div>
  );
});
