import { formatMessageTime, readIsoTimestamp } from "../chat/messages/format-message-time";
import type { TrainingMessage } from "./use-training-messages";

/** One message of the training chat: the user's on the right, Shifu's on the left beside its mark, with its time. */
export function TrainingMessageBubble({ message }: { message: TrainingMessage }) {
  const isUser = message.role === "user";
  return (
    <article className={`flex items-end gap-2 ${isUser ? "flex-row-reverse" : ""}`}>
      {!isUser && <img src="/favicon.svg" alt="" className="size-8 shrink-0 rounded-full" />}
      <div className={`flex max-w-[85%] flex-col gap-1 ${isUser ? "items-end" : "items-start"}`}>
        <p
          className={`rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap ${
            isUser
              ? "rounded-br-md bg-brand-600 text-white"
              : "rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700"
          }`}
        >
          {message.content}
        </p>
        <time
          dateTime={readIsoTimestamp(message.timestamp)}
          className="px-1 text-xs text-slate-500 dark:text-slate-400"
        >
          {formatMessageTime(message.timestamp)}
        </time>
      </div>
    </article>
  );
}
