import * as Dialog from "@radix-ui/react-dialog";
import { useId } from "react";
import { dialogOverlayClass } from "../../shared/dialog-classes";
import { focusRing } from "../../shared/focus-ring";
import { WorkspaceIcon } from "../chat/workspace/workspace-icon";
import { planPacks } from "./plan-packs";

type PlanPickerDialogProps = { open: boolean; onClose: () => void };

/** 'Elige tu plan Shifu': the three packs side by side. Checkout arrives later, so no pack can be chosen yet. */
export function PlanPickerDialog({ open, onClose }: PlanPickerDialogProps) {
  const idPrefix = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(92dvh,46rem)] w-[min(94vw,60rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 focus:outline-none sm:p-8 dark:bg-slate-900 dark:ring-white/10">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-bold text-slate-900 dark:text-white">
                Elige tu plan Shifu
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Compara lo que incluye cada pack. La contratación estará disponible muy pronto.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Cerrar"
              className={`flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`}
            >
              <WorkspaceIcon name="close" className="size-5" />
            </Dialog.Close>
          </div>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {planPacks.map((pack, index) => (
              <li
                key={pack.name}
                aria-labelledby={`${idPrefix}-pack-${index}`}
                className={`flex flex-col rounded-2xl border p-5 ${
                  index === 1
                    ? "border-brand-600 bg-brand-50/60 dark:border-brand-500 dark:bg-brand-500/10"
                    : "border-slate-200 dark:border-slate-700"
                }`}
              >
                <p className="text-xs font-bold tracking-wide text-brand-700 uppercase dark:text-brand-100">
                  {pack.label}
                </p>
                <h3 id={`${idPrefix}-pack-${index}`} className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
                  {pack.name}
                </h3>
                <ul className="mt-4 flex flex-1 flex-col gap-2.5">
                  {pack.features.map((feature) => (
                    <li key={feature} className="flex gap-2 text-sm text-slate-700 dark:text-slate-200">
                      <WorkspaceIcon name="check" className="mt-0.5 size-4 text-emerald-600 dark:text-emerald-400" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  disabled
                  aria-describedby={`${idPrefix}-pack-${index}`}
                  className="mt-6 w-full cursor-not-allowed rounded-full bg-slate-100 px-5 py-2.5 text-sm font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300"
                >
                  Próximamente
                </button>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
