import type { AssistantKey } from "@shifu/contract";
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
}: {
  messages: readonly ChatMessage[];
  isAwaitingReply: boolean;
  assistantKey: AssistantKey;
  assistantTitle: string;
  /** Sends a message whose reply failed again. */
  onRetry: (message: ChatMessage) => void;
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

  const items = virtualizer.getVirtualItems();

  return (
    <div className="relative min-h-0 flex-1">
      <section
        ref={scrollRef}
        aria-label={chatTexts.messagesLabel}
        // Reachable by keyboard, so the arrow keys and Page Up scroll the history.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
        tabIndex={0}
        className="h-full overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
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
      {isAwayFromEnd && (
        <button
          type="button"
          onClick={() => virtualizer.scrollToEnd({ behavior: "smooth" })}
          aria-label={chatTexts.jumpToLatest}
          title={chatTexts.jumpToLatest}
          className={`absolute right-5 bottom-4 flex size-11 items-center justify-center rounded-full bg-white text-slate-700 shadow-lg ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-700 ${focusRing}`}
        >
          <ChatIcon name="arrow-down" />
        </button>
      )}
    </div>
  );
});
