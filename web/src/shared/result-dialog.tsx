import * as Dialog from "@radix-ui/react-dialog";
import { accountScreenText } from "@shifu/contract/plain/accounts";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { dialogOverlayClass, dialogPanelClass } from "./dialog-classes";
import { focusRing } from "./focus-ring";

/** Where a success dialog leads once accepted; 'off' keeps the user on the page, as in the spec. */
export type ResultTarget = `/${string}` | "off";

/** `title` replaces the usual '¡Éxito!' or 'Ha ocurrido un error' where the spec names another. */
export type DialogOutcome =
  | { status: "success"; message: string; target: ResultTarget; title?: string }
  | { status: "failure"; message: string; title?: string };

/** The spec's pause between 'Aceptar' and the navigation, so the dialog is seen closing before the page changes. */
export const RESULT_REDIRECT_DELAY_MS = 300;

const DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"]';

export function successOutcome(message: string, target: ResultTarget): DialogOutcome {
  return { status: "success", message, target };
}

export function failureOutcome(message: string, title?: string): DialogOutcome {
  return title === undefined ? { status: "failure", message } : { status: "failure", message, title };
}

type ResultDialogProps = {
  /** The outcome to show, or null while there is none; the dialog is open whenever an outcome is given. */
  outcome: DialogOutcome | null;
  onClose: () => void;
};

export function ResultDialog({ outcome, onClose }: ResultDialogProps) {
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastPageFocus = useRef<HTMLElement | null>(null);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  useEffect(() => {
    function rememberPageFocus(event: FocusEvent) {
      if (event.target instanceof HTMLElement && !event.target.closest(DIALOG_SELECTOR)) {
        lastPageFocus.current = event.target;
      }
    }
    document.addEventListener("focusin", rememberPageFocus);
    return () => document.removeEventListener("focusin", rememberPageFocus);
  }, []);

  function acceptOutcome() {
    onClose();
    if (outcome?.status !== "success" || outcome.target === "off") return;
    const { target } = outcome;
    redirectTimer.current = setTimeout(() => navigate(target), RESULT_REDIRECT_DELAY_MS);
  }

  const isSuccess = outcome?.status === "success";
  return (
    <Dialog.Root
      open={outcome !== null}
      onOpenChange={(open) => {
        // Escape counts as 'Aceptar', so a success still leads on to its page.
        if (!open) acceptOutcome();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          role="alertdialog"
          className={dialogPanelClass}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            // The progress dialog held the focus when this one opened, so Radix alone would return it to that
            // vanished dialog, that is to the page's top. The user goes back to the control they last used instead.
            if (!lastPageFocus.current?.isConnected) return;
            event.preventDefault();
            lastPageFocus.current.focus();
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
            {outcome?.title ?? (isSuccess ? accountScreenText.successTitle : accountScreenText.failureTitle)}
          </Dialog.Title>
          <Dialog.Description className="text-base text-pretty text-slate-600 dark:text-slate-300">
            {outcome?.message}
          </Dialog.Description>
          <Dialog.Close
            className={`mt-3 w-full rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 ${focusRing}`}
          >
            {accountScreenText.accept}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
