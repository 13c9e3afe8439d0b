import { trainingMessages } from "@shifu/contract/training";
import { type CSSProperties, lazy, Suspense, useEffect, useRef } from "react";
import type { Theme } from "../../shared/theme";
import { isShowableSummary } from "./format-summary";
import { isPlanRefusal } from "./training-api";
import { TrainingInput } from "./training-input";
import { TrainingMessageBubble } from "./training-message-bubble";
import { trainingTexts } from "./training-texts";
import { TrainingUpgradeView } from "./training-upgrade-view";
import { useTrainingMessages } from "./use-training-messages";
import { useTrainingScale } from "./use-training-scale";
import { useTrainingSummary } from "./use-training-summary";

/** The diagram library is large and only trainers see it, so it comes in its own chunk when the summary is ready. */
const SummaryDiagram = lazy(() => import("./summary-diagram").then((module) => ({ default: module.SummaryDiagram })));

/** The spec's design width of the conversation pane, scaled with the window. */
const LEFT_PANE_DESIGN_WIDTH_PX = 884;
/** The spec waits this long after a change before scrolling to the newest message, so the new bubble has its size. */
const SCROLL_DELAY_MS = 100;

function StatusLine({ text, isError = false }: { text: string; isError?: boolean }) {
  return (
    <p
      role={isError ? "alert" : "status"}
      className={`m-auto max-w-sm px-6 text-center text-sm ${
        isError ? "font-semibold text-red-700 dark:text-red-300" : "text-slate-500 dark:text-slate-400"
      }`}
    >
      {text}
    </p>
  );
}

/**
 * The training screen's body: the conversation on the left, 884 px times the layout's scale, and the summary diagram
 * on the right; on phones the two stack and the screen scrolls.
 */
export function TrainingChat({ theme, onOpenPlans }: { theme: Theme; onOpenPlans: () => void }) {
  const chat = useTrainingMessages();
  const summary = useTrainingSummary();
  const scale = useTrainingScale();
  const listRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every new message or loading line is a change to scroll to
  useEffect(() => {
    const timer = setTimeout(() => {
      if (listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chat.messages, chat.isSending]);

  if (chat.isPlanRefused || isPlanRefusal(summary.error)) return <TrainingUpgradeView onOpenPlans={onOpenPlans} />;

  const paneWidth = { "--training-pane": `${LEFT_PANE_DESIGN_WIDTH_PX * scale}px` } as CSSProperties;
  let summaryContent = <StatusLine text={trainingTexts.loadingSummary} />;
  if (isShowableSummary(summary.data)) {
    summaryContent = (
      <Suspense fallback={<StatusLine text={trainingTexts.loadingSummary} />}>
        <SummaryDiagram panels={summary.data} theme={theme} />
      </Suspense>
    );
  } else if (summary.isError) {
    summaryContent = <StatusLine text={trainingMessages.summaryFailed} isError />;
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto md:flex-row md:overflow-hidden" style={paneWidth}>
      <section
        aria-label={trainingTexts.messagesLabel}
        className="flex h-[calc(100dvh-4rem)] shrink-0 flex-col border-slate-200 bg-slate-50 md:h-auto md:w-(--training-pane) md:border-r dark:border-slate-800 dark:bg-slate-950"
      >
        <div ref={listRef} role="log" className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 py-6 md:px-8">
          {chat.isLoading && <StatusLine text={trainingMessages.loadingMessages} />}
          {chat.hasLoadFailed && <StatusLine text={trainingMessages.loadFailed} isError />}
          {chat.messages.map((message) => (
            <TrainingMessageBubble key={message.id} message={message} />
          ))}
          {chat.isSending && (
            <p role="status" className="flex items-center gap-2 pl-10 text-sm text-slate-500 dark:text-slate-400">
              <span className="size-2 animate-pulse rounded-full bg-brand-500" />
              {trainingMessages.loadingReply}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-3 md:px-8 dark:border-slate-800 dark:bg-slate-900">
          {chat.hasSendFailed && (
            <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
              {trainingMessages.sendFailed}
            </p>
          )}
          <TrainingInput disabled={chat.isLoading || chat.isSending} onSend={chat.sendMessage} />
        </div>
      </section>
      <section
        aria-label={trainingTexts.summaryLabel}
        className="relative flex h-[80dvh] min-w-0 shrink-0 flex-col border-t border-slate-200 bg-white md:h-auto md:flex-1 md:border-t-0 dark:border-slate-800 dark:bg-slate-900"
      >
        {summaryContent}
      </section>
    </div>
  );
}
