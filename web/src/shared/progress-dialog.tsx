import * as Dialog from "@radix-ui/react-dialog";
import { accountScreenText } from "@shifu/contract/plain/accounts";
import { dialogOverlayClass, dialogPanelClass } from "./dialog-classes";

function preventDismiss(event: Event) {
  event.preventDefault();
}

/**
 * Blocks the page while a call runs: the spec's progress dialog cannot be dismissed, only closed by the caller. Screens
 * whose spec names their own progress text ('Guardando integración...') pass it as the title.
 */
export function ProgressDialog({
  open,
  title = accountScreenText.progressTitle,
  description = accountScreenText.progressText,
}: {
  open: boolean;
  title?: string;
  description?: string;
}) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          aria-busy="true"
          className={dialogPanelClass}
          onEscapeKeyDown={preventDismiss}
          onInteractOutside={preventDismiss}
        >
          <span
            aria-hidden="true"
            className="mb-1 size-12 rounded-full border-4 border-brand-100 border-t-brand-600 motion-safe:animate-spin dark:border-brand-900 dark:border-t-brand-500"
          />
          <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">{description}</Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
