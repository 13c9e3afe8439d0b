import * as Dialog from "@radix-ui/react-dialog";
import { NOTIFICATION_ACTION_TEXT_MAX_LENGTH } from "@shifu/contract/plain/notifications";
import { type FormEvent, type KeyboardEvent, useId } from "react";
import { dialogOverlayClass } from "../../shared/dialog-classes";
import { focusRing } from "../../shared/focus-ring";
import { notificationTexts } from "./notification-texts";

const panelClass =
  "fixed top-1/2 left-1/2 z-50 flex w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 focus:outline-none dark:bg-slate-900 dark:ring-white/10";

const buttonClass = `rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

/**
 * The spec's dialog for a custom action: a text and 'Enviar', disabled while blank or busy. Enter sends as in the chat
 * (Shift+Enter for a new line), and a blank Enter reaches `onSubmit`, which warns.
 */
export function CustomActionDialog({
  open,
  subject,
  text,
  isBusy,
  onTextChange,
  onSubmit,
  onClose,
}: {
  open: boolean;
  subject: string;
  text: string;
  isBusy: boolean;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const inputId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isBusy) onSubmit();
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isBusy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={panelClass}>
          <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            {notificationTexts.customAction}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
            {notificationTexts.customActionDescription(subject)}
          </Dialog.Description>
          <form onSubmit={submit} className="flex flex-col gap-3">
            <label htmlFor={inputId} className="sr-only">
              {notificationTexts.customActionInput}
            </label>
            <textarea
              id={inputId}
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              onKeyDown={sendOnEnter}
              maxLength={NOTIFICATION_ACTION_TEXT_MAX_LENGTH}
              rows={4}
              placeholder={notificationTexts.customActionPlaceholder}
              className={`w-full resize-none rounded-2xl border border-slate-300 bg-white px-4 py-3 text-[0.95rem] text-slate-900 placeholder:text-slate-400 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 ${focusRing}`}
            />
            <div className="flex justify-end gap-2">
              <Dialog.Close
                disabled={isBusy}
                className={`${buttonClass} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800`}
              >
                {notificationTexts.cancel}
              </Dialog.Close>
              <button
                type="submit"
                disabled={isBusy || !text.trim()}
                className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {notificationTexts.send}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
