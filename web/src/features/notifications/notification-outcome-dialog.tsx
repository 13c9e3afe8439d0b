import * as Dialog from "@radix-ui/react-dialog";
import { notificationMessages } from "@shifu/contract/plain/notifications";
import { dialogOverlayClass, dialogPanelClass } from "../../shared/dialog-classes";
import { focusRing } from "../../shared/focus-ring";
import { SafeMarkdown } from "../chat/messages/safe-markdown";
import { notificationTexts } from "./notification-texts";
import type { ActionPhase } from "./use-notification-action";

const badgeClasses = {
  success: "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300",
  awaiting: "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200",
  error: "bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300",
};
const badgeMarks = { success: "✓", awaiting: "…", error: "!" };
const titles = {
  success: notificationMessages.successTitle,
  awaiting: notificationTexts.awaitingTitle,
  error: notificationMessages.errorTitle,
};

/** What the dialog says: the server's message (a custom action's is the assistant's Markdown reply), or what waits. */
function OutcomeBody({ phase }: { phase: Extract<ActionPhase, { kind: "success" | "awaiting" | "error" }> }) {
  if (phase.kind === "awaiting") {
    return (
      <div className="flex flex-col gap-2 text-left">
        <p>{notificationTexts.awaitingLead}</p>
        <ul className="list-disc pl-5 font-medium text-slate-800 dark:text-slate-100">
          {phase.approvals.map((approval) => (
            <li key={approval.id}>{approval.summary}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (phase.kind === "success") return <SafeMarkdown text={phase.message} />;
  return <p>{phase.message}</p>;
}

/**
 * The action's outcome: '¡Éxito!' with the server's message, which closes by itself (the caller's timer); 'Falta tu
 * confirmación' when a custom action only proposed what the person must confirm; or an 'Error'. The last two wait for
 * 'Entendido'.
 */
export function NotificationOutcomeDialog({ phase, onDismiss }: { phase: ActionPhase; onDismiss: () => void }) {
  const shown = phase.kind === "success" || phase.kind === "awaiting" || phase.kind === "error" ? phase : null;
  const isSuccess = shown?.kind === "success";
  return (
    <Dialog.Root
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open && !isSuccess) onDismiss();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          role="alertdialog"
          className={dialogPanelClass}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (isSuccess) event.preventDefault();
          }}
        >
          {shown && (
            <>
              <span
                aria-hidden="true"
                className={`flex size-14 items-center justify-center rounded-full text-2xl font-black ${badgeClasses[shown.kind]}`}
              >
                {badgeMarks[shown.kind]}
              </span>
              <Dialog.Title className="text-xl font-bold text-slate-900 dark:text-white">
                {titles[shown.kind]}
              </Dialog.Title>
              <Dialog.Description asChild>
                <div className="text-base text-pretty text-slate-600 dark:text-slate-300">
                  <OutcomeBody phase={shown} />
                </div>
              </Dialog.Description>
              {!isSuccess && (
                <Dialog.Close
                  className={`mt-3 w-full rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 ${focusRing}`}
                >
                  {notificationMessages.acknowledge}
                </Dialog.Close>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
