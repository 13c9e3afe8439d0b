import { trainingMessages } from "@shifu/contract/plain/training";
import { type CSSProperties, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { focusRing } from "../../shared/focus-ring";
import type { Theme } from "../../shared/theme";
import { useMediaQuery } from "../../shared/use-media-query";
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
/** Below Tailwind's `md`, the width at which the two panes stop standing side by side. */
const PHONE_QUERY = "(max-width: 767.98px)";

type PhonePane = "chat" | "summary";

/** On a phone one pane shows at a time; these tabs switch between the conversation and what Shifu has learned. */
function PaneTabs({
  selected,
  onSelect,
  ids,
}: {
  selected: PhonePane;
  onSelect: (pane: PhonePane) => void;
  ids: Record<PhonePane, { tab: string; panel: string }>;
}) {
  const tabs: { pane: PhonePane; label: string }[] = [
    { pane: "chat", label: trainingTexts.chatTab },
    { pane: "summary", label: trainingTexts.summaryTab },
  ];
  return (
    <div
      role="tablist"
      aria-label={trainingTexts.paneTabsLabel}
      className="flex shrink-0 gap-1 border-b border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-900"
    >
      {tabs.map(({ pane, label }) => (
        <button
          key={pane}
          type="button"
          role="tab"
          id={ids[pane].tab}
          aria-selected={selected === pane}
          aria-controls={ids[pane].panel}
          onClick={() => onSelect(pane)}
          onKeyDown={(event) => {
            if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
            const next: PhonePane = pane === "chat" ? "summary" : "chat";
            onSelect(next);
            document.getElementById(ids[next].tab)?.focus();
          }}
          tabIndex={selected === pane ? 0 : -1}
          className={`flex-1 rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
            selected === pane
              ? "bg-brand-600 text-white"
              : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          } ${focusRing}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

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
 * on the right; on phones one of the two fills the screen, chosen by tabs.
 */
export function TrainingChat({ theme, onOpenPlans }: { theme: Theme; onOpenPlans: () => void }) {
  const chat = useTrainingMessages();
  const summary = useTrainingSummary();
  const scale = useTrainingScale();
  const listRef = useRef<HTMLDivElement>(null);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [phonePane, setPhonePane] = useState<PhonePane>("chat");
  const idBase = useId();
  const paneIds = {
    chat: { tab: `${idBase}-chat-tab`, panel: `${idBase}-chat` },
    summary: { tab: `${idBase}-summary-tab`, panel: `${idBase}-summary` },
  };
  const paneProps = (pane: PhonePane) =>
    isPhone
      ? {
          id: paneIds[pane].panel,
          role: "tabpanel",
          "aria-labelledby": paneIds[pane].tab,
          hidden: phonePane !== pane,
        }
      : {};

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
        <SummaryDiagram panels={summary.data} theme={theme} isCompact={isPhone} />
      </Suspense>
    );
  } else if (summary.isError) {
    summaryContent = <StatusLine text={trainingMessages.summaryFailed} isError />;
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col md:flex-row" style={paneWidth}>
      {isPhone && <PaneTabs selected={phonePane} onSelect={setPhonePane} ids={paneIds} />}
      <section
        aria-label={trainingTexts.messagesLabel}
        {...paneProps("chat")}
        className="flex min-h-0 flex-1 flex-col border-slate-200 bg-slate-50 md:w-(--training-pane) md:flex-none md:border-r dark:border-slate-800 dark:bg-slate-950"
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
        {...paneProps("summary")}
        className="relative flex min-h-0 min-w-0 flex-1 flex-col bg-white dark:bg-slate-900"
      >
        {/* Hidden, the diagram has no size to fit to; it is drawn when its tab is chosen. */}
        {!isPhone || phonePane === "summary" ? summaryContent : null}
      </section>
    </div>
  );
}
