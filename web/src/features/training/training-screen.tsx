import * as Dialog from "@radix-ui/react-dialog";
import { trainingMessages } from "@shifu/contract/plain/training";
import { focusRing } from "../../shared/focus-ring";
import type { Theme } from "../../shared/theme";
import { WorkspaceIcon } from "../chat/workspace/workspace-icon";
import { TrainingGate } from "./training-gate";
import { trainingTexts } from "./training-texts";

type TrainingScreenProps = {
  open: boolean;
  onClose: () => void;
  /** Leaves training for the plan picker, for a user whose plan does not include it. */
  onOpenPlans: () => void;
  theme: Theme;
  onToggleTheme: () => void;
};

const headerButton = `flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`;

/**
 * 'Entrena a Shifu': the full-screen training chat titled 'Personalize your assistant'. A modal dialog, so focus stays
 * in it and Escape or the close button return to the workspace.
 */
export function TrainingScreen({ open, onClose, onOpenPlans, theme, onToggleTheme }: TrainingScreenProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-40 flex flex-col bg-slate-50 text-slate-900 focus:outline-none dark:bg-slate-950 dark:text-slate-100"
        >
          <header className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 md:px-6 dark:border-slate-800 dark:bg-slate-900">
            <img src="/favicon.svg" alt="" className="hidden size-9 sm:block" />
            <Dialog.Title className="min-w-0 flex-1 text-base leading-tight font-bold sm:text-lg text-slate-900 dark:text-white">
              {trainingMessages.title}
            </Dialog.Title>
            <button
              type="button"
              aria-label={theme === "dark" ? trainingTexts.lightMode : trainingTexts.darkMode}
              onClick={onToggleTheme}
              className={headerButton}
            >
              <WorkspaceIcon name={theme === "dark" ? "sun" : "moon"} className="size-5" />
            </button>
            <Dialog.Close aria-label={trainingTexts.close} className={headerButton}>
              <WorkspaceIcon name="close" className="size-5" />
            </Dialog.Close>
          </header>
          <TrainingGate theme={theme} onOpenPlans={onOpenPlans} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
