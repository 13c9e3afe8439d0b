import * as Dialog from "@radix-ui/react-dialog";
import { trainingMessages } from "@shifu/contract/plain/training";
import type { SummaryPanel, UpcomingMeeting } from "@shifu/contract/training";
import { useState } from "react";
import { dialogOverlayClass } from "../../shared/dialog-classes";
import { focusRing } from "../../shared/focus-ring";
import { ChatIcon } from "../chat/messages/chat-icon";
import { WorkspaceIcon } from "../chat/workspace/workspace-icon";
import { describeItem } from "./format-summary";
import { KnowledgeIcon } from "./knowledge-icon";
import { TrainingCallError } from "./training-api";
import { trainingTexts } from "./training-texts";
import { UpcomingMeetingsList } from "./upcoming-meetings-list";
import { useDeleteSummaryItem } from "./use-training-summary";

function describeDeleteFailure(error: unknown): string {
  return error instanceof TrainingCallError && error.status === 404
    ? trainingMessages.itemNotFound
    : trainingTexts.deleteFailed;
}

/**
 * Every item of one summary panel, with its date, time, description, content and type, and the total; each can be
 * deleted, after which the summary is fetched again and the list follows it. The 'Reuniones' panel first shows the
 * calendars' next meetings, which are the calendar's, not something to forget.
 */
export function PanelDetailsDialog({
  panel,
  upcoming,
  onClose,
}: {
  panel: SummaryPanel | null;
  upcoming: readonly UpcomingMeeting[];
  onClose: () => void;
}) {
  const deletion = useDeleteSummaryItem();
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean } | null>(null);
  const now = new Date();

  const deleteItem = (itemId: string) => {
    setOutcome(null);
    deletion.mutate(itemId, {
      onSuccess: (message) => setOutcome({ text: message, isError: false }),
      onError: (error) => setOutcome({ text: describeDeleteFailure(error), isError: true }),
    });
  };

  return (
    <Dialog.Root
      open={panel !== null}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        setOutcome(null);
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={`${dialogOverlayClass} z-50`} />
        {panel && (
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(90dvh,44rem)] w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl bg-white shadow-2xl ring-1 ring-slate-900/5 focus:outline-none dark:bg-slate-900 dark:ring-white/10">
            <div className="flex items-start gap-3 border-b border-slate-200 p-5 dark:border-slate-800">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/20 dark:text-brand-100">
                <KnowledgeIcon name={panel.icon} />
              </span>
              <div className="min-w-0 flex-1">
                <Dialog.Title className="text-xl font-bold text-slate-900 dark:text-white">{panel.title}</Dialog.Title>
                <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
                  {trainingTexts.itemCount(panel.items.length)}
                </Dialog.Description>
              </div>
              <Dialog.Close
                aria-label={trainingTexts.close}
                className={`flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`}
              >
                <WorkspaceIcon name="close" className="size-5" />
              </Dialog.Close>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto p-5">
              {upcoming.length > 0 && (
                <div className="mb-4 rounded-2xl bg-brand-50/60 p-4 dark:bg-brand-500/10">
                  <UpcomingMeetingsList meetings={upcoming} linked />
                </div>
              )}
              {panel.items.length === 0 ? (
                upcoming.length === 0 && (
                  <p className="text-sm text-slate-600 dark:text-slate-300">{trainingMessages.notAvailable}</p>
                )
              ) : (
                <ul className="flex flex-col gap-3">
                  {panel.items.map((item) => {
                    const view = describeItem(item, panel.title, now);
                    const isDeleting = deletion.isPending && deletion.variables === item.id;
                    return (
                      <li
                        key={item.id}
                        aria-busy={isDeleting}
                        className="flex gap-3 rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/70"
                      >
                        <div className="min-w-0 flex-1">
                          <p className="font-semibold break-words text-slate-900 dark:text-white">{view.description}</p>
                          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600 dark:text-slate-300">
                            <div className="flex gap-1">
                              <dt>{trainingTexts.itemDate}:</dt>
                              <dd>{view.date}</dd>
                            </div>
                            <div className="flex gap-1">
                              <dt>{trainingTexts.itemTime}:</dt>
                              <dd>{view.time}</dd>
                            </div>
                            <div className="flex gap-1">
                              <dt>{trainingTexts.itemType}:</dt>
                              <dd>{view.typeTitle}</dd>
                            </div>
                          </dl>
                          <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-200">
                            {view.content}
                          </p>
                        </div>
                        <button
                          type="button"
                          aria-label={trainingTexts.deleteItem(view.description)}
                          title={trainingTexts.deleteItem(view.description)}
                          disabled={deletion.isPending}
                          onClick={() => deleteItem(item.id)}
                          className={`flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:cursor-wait disabled:opacity-50 dark:text-slate-400 dark:hover:bg-red-950/60 dark:hover:text-red-300 ${focusRing}`}
                        >
                          <ChatIcon name="trash" className="size-4" />
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
            {outcome && (
              <p
                role={outcome.isError ? "alert" : "status"}
                className={`border-t border-slate-200 px-5 py-3 text-sm dark:border-slate-800 ${
                  outcome.isError
                    ? "font-semibold text-red-700 dark:text-red-300"
                    : "text-emerald-700 dark:text-emerald-300"
                }`}
              >
                {outcome.text}
              </p>
            )}
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
