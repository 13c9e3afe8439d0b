import type { ChatKey } from "@shifu/contract/chats";
import { memo, useRef } from "react";
import { ApprovalCard } from "./approval-card";
import { ChatIcon } from "./chat-icon";
import type { ChatMessage } from "./chat-message";
import { chatTexts } from "./chat-texts";
import { CopyMessageButton } from "./copy-message-button";
import { formatMessageTime, readIsoTimestamp } from "./format-message-time";
import { SafeMarkdown } from "./safe-markdown";

/** A reply that failed, live or found failed in the stored history, says so in place of 'Entregado', with a retry. */
function FailedReply({ delivered, onRetry }: { delivered: boolean; onRetry: (() => void) | undefined }) {
  return (
    <span className="flex items-center gap-1.5 font-medium text-red-700 dark:text-red-300">
      <ChatIcon name="alert" className="size-3.5" />
      {delivered ? chatTexts.replyFailedMark : chatTexts.notSentMark}
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded px-1.5 py-0.5 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:bg-slate-800"
        >
          {chatTexts.retry}
        </button>
      )}
    </span>
  );
}

function DeliveryState({ delivered }: { delivered: boolean }) {
  return delivered ? (
    <span className="flex items-center gap-0.5 text-emerald-700 dark:text-emerald-300">
      <ChatIcon name="check" className="size-3.5" />
      {chatTexts.delivered}
    </span>
  ) : (
    <span className="flex items-center">
      <span className="size-2 animate-pulse rounded-full bg-slate-400 dark:bg-slate-500" />
      <span className="sr-only">{chatTexts.sending}</span>
    </span>
  );
}

/**
 * One message: the user's as plain text on the right, the assistant's as safe Markdown on the left, each with its
 * time and a copy button; the user's also say whether the server has them, or that their reply failed. The writes an assistant's message proposes
 * follow it as cards. A reply still streaming is busy, and has nothing to copy yet.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  assistantKey,
  onRetry,
}: {
  message: ChatMessage;
  assistantKey: ChatKey;
  /** Sends the message again when its reply failed; absent while another reply is awaited. */
  onRetry?: (message: ChatMessage) => void;
}) {
  const isUser = message.role === "user";
  const isMarkdown = !isUser && !message.isNotice;
  const renderedRef = useRef<HTMLDivElement>(null);
  const isoTime = readIsoTimestamp(message.timestamp);
  return (
    <article aria-busy={message.isStreaming} className={`flex flex-col gap-1 ${isUser ? "items-end" : "items-start"}`}>
      {message.name && <p className="px-1 text-xs font-semibold text-slate-500 dark:text-slate-400">{message.name}</p>}
      {(isUser || message.content) && (
        <div
          ref={isMarkdown ? renderedRef : undefined}
          className={`max-w-[min(85%,42rem)] rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed ${
            isUser
              ? "rounded-br-md bg-brand-600 text-white"
              : message.isNotice
                ? "rounded-bl-md bg-amber-50 text-amber-950 ring-1 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-100 dark:ring-amber-800"
                : "rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700"
          }`}
        >
          {!isMarkdown ? (
            <p className="break-words whitespace-pre-wrap">{message.content}</p>
          ) : (
            <SafeMarkdown text={message.content} />
          )}
        </div>
      )}
      {message.approvals?.map((approval) => (
        <ApprovalCard key={approval.id} assistantKey={assistantKey} approval={approval} />
      ))}
      <div className="flex items-center gap-2 px-1 text-xs text-slate-500 dark:text-slate-400">
        <time dateTime={isoTime}>{formatMessageTime(message.timestamp)}</time>
        {isUser &&
          (message.replyFailed ? (
            <FailedReply delivered={message.delivered} onRetry={onRetry && (() => onRetry(message))} />
          ) : (
            <DeliveryState delivered={message.delivered} />
          ))}
        {!message.isStreaming && message.content && (
          <CopyMessageButton text={message.content} rendered={isMarkdown ? renderedRef : undefined} />
        )}
      </div>
    </article>
  );
});
