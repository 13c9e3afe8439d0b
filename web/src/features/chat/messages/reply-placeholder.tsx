import { chatTexts } from "./chat-texts";

/** The spec's three pulsing bars while the assistant's answer is on its way. */
export function ReplyPlaceholder({ assistantTitle }: { assistantTitle: string }) {
  return (
    <div
      role="status"
      aria-label={chatTexts.awaitingReply(assistantTitle)}
      className="flex w-64 max-w-[85%] flex-col gap-2 rounded-2xl rounded-bl-md bg-white px-4 py-3.5 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
    >
      <span className="h-2.5 w-full animate-pulse rounded-full bg-slate-200 dark:bg-slate-600" />
      <span className="h-2.5 w-4/5 animate-pulse rounded-full bg-slate-200 [animation-delay:150ms] dark:bg-slate-600" />
      <span className="h-2.5 w-3/5 animate-pulse rounded-full bg-slate-200 [animation-delay:300ms] dark:bg-slate-600" />
    </div>
  );
}
