import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState } from "react";
import { dialogOverlayClass, dialogPanelClass } from "../../shared/dialog-classes";
import { focusRing } from "../../shared/focus-ring";

/** How long '¡Copiado!' stays before the popup closes by itself. */
export const SHARE_DIALOG_CLOSE_DELAY_MS = 2000;

type ShareLinkDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  link: string;
  /** Reports each copy attempt, so the referral screen can confirm it after the popup has gone. */
  onCopyAttempt: (copied: boolean) => void;
};

/** 'Comparte tu enlace': the read-only registration link, 'Copiar', and the system share sheet where there is one. */
export function ShareLinkDialog({ open, onOpenChange, link, onCopyAttempt }: ShareLinkDialogProps) {
  const [isCopied, setIsCopied] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const canShare = typeof navigator.share === "function";

  const changeOpen = (next: boolean) => {
    clearTimeout(closeTimer.current);
    setIsCopied(false);
    onOpenChange(next);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      onCopyAttempt(false);
      return;
    }
    setIsCopied(true);
    onCopyAttempt(true);
    closeTimer.current = setTimeout(() => changeOpen(false), SHARE_DIALOG_CLOSE_DELAY_MS);
  };

  const shareLink = async () => {
    try {
      await navigator.share({ title: "Únete a Shifu", url: link });
    } catch {
      // Closing the share sheet rejects too; the link stays here to copy, so there is nothing to report.
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogPanelClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900 dark:text-white">Comparte tu enlace</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
            Envía este enlace a tus amigos para que se registren con tu código.
          </Dialog.Description>
          <div className="flex w-full gap-2">
            <input
              readOnly
              aria-label="Enlace de invitación"
              value={link}
              onFocus={(event) => event.target.select()}
              className={`min-w-0 flex-1 rounded-full border border-slate-300 bg-slate-50 px-4 py-2 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 ${focusRing}`}
            />
            <button
              type="button"
              onClick={copyLink}
              className={`shrink-0 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 ${focusRing}`}
            >
              {isCopied ? "¡Copiado!" : "Copiar"}
            </button>
          </div>
          <div className="flex gap-3">
            {canShare ? (
              <button
                type="button"
                onClick={shareLink}
                className={`rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-500 dark:text-brand-100 dark:hover:bg-slate-800 ${focusRing}`}
              >
                Compartir
              </button>
            ) : null}
            <Dialog.Close
              className={`rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
            >
              Cerrar
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
