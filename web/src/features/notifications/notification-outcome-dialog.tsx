import * as Dialog from "@radix-ui/react-dialog";
import { notificationMessages } from "@shifu/contract/notifications";
import { dialogOverlayClass, dialogPanelClass } from "../../shared/dialog-classes";
import { focusRing } from "../../shared/focus-ring";
import type { ActionPhase } from "./use-notification-action";

/**
 * The action's outcome: '¡Éxito!' with the server's message, which closes by itself (the caller's timer), or an
 * 'Error' that waits for 'Entendido'.
 */
export function NotificationOutcomeDialog({
  phase,
  onDismissError,
}: {
  phase: ActionPhase;
  onDismissError: () => void;
}) {
  const isSuccess = phase.kind === "success";
  const isOpen = isSuccess || phase.kind === "error";
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open && phase.kind === "error") onDismissError();
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
          <span
            aria-hidden="true"
            className={`flex size-14 items-center justify-center rounded-full text-2xl font-black ${
              isSuccess
                ? "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
                : "bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300"
            }`}
          >
            {isSuccess ? "✓" : "!"}
          </span>
          <Dialog.Title className="text-xl font-bold text-slate-900 dark:text-white">
            {isSuccess ? notificationMessages.successTitle : notificationMessages.errorTitle}
          </Dialog.Title>
          <Dialog.Description className="text-base text-pretty text-slate-600 dark:text-slate-300">
            {phase.kind === "success" || phase.kind === "error" ? phase.message : ""}
          </Dialog.Description>
          {!isSuccess && (
            <Dialog.Close
              className={`mt-3 w-full rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 ${focusRing}`}
            >
              {notificationMessages.acknowledge}
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
