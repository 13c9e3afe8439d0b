import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { readClientErrorText } from "../../shared/api-client";
import { dialogOverlayClass } from "../../shared/dialog-classes";
import { focusRing } from "../../shared/focus-ring";
import { TextField } from "../../shared/text-field";
import { WorkspaceIcon } from "../chat/workspace/workspace-icon";
import { createCheckoutSession } from "./payments-api";
import { planPacks } from "./plan-packs";

type PaidPlan = "premium" | "enterprise";

const pickerTexts = {
  description: "Compara lo que incluye cada pack y elige el tuyo. El pago es seguro, con Stripe.",
  included: "Incluido en tu cuenta",
  choose: (name: string) => `Elegir ${name}`,
  opening: "Abriendo el pago...",
  failed: "No se ha podido iniciar el pago. Inténtalo de nuevo.",
  discountLabel: "Código de descuento (opcional)",
  discountHint: "Si canjeaste un descuento en Recompensas, escribe aquí su código.",
} as const;

type PlanPickerDialogProps = { open: boolean; onClose: () => void };

/** 'Elige tu plan Shifu': the three packs side by side; a paid pack's button goes to Stripe Checkout. */
export function PlanPickerDialog({ open, onClose }: PlanPickerDialogProps) {
  const idPrefix = useId();
  const [pending, setPending] = useState<PaidPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [discountCode, setDiscountCode] = useState("");

  const startCheckout = async (plan: PaidPlan) => {
    setPending(plan);
    setError(null);
    const code = discountCode.trim();
    const result = await createCheckoutSession(code ? { plan, discount_code: code } : { plan });
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setPending(null);
    setError(readClientErrorText(result) ?? pickerTexts.failed);
  };

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
                {pickerTexts.description}
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
                {pack.plan === "free" ? (
                  <p className="mt-6 w-full rounded-full bg-slate-100 px-5 py-2.5 text-center text-sm font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                    {pickerTexts.included}
                  </p>
                ) : (
                  <button
                    type="button"
                    disabled={pending !== null}
                    onClick={() => void startCheckout(pack.plan)}
                    className={`mt-6 w-full rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 ${focusRing}`}
                  >
                    {pending === pack.plan ? pickerTexts.opening : pickerTexts.choose(pack.name)}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-6 max-w-sm">
            <TextField
              id={`${idPrefix}-discount`}
              label={pickerTexts.discountLabel}
              hint={pickerTexts.discountHint}
              value={discountCode}
              autoComplete="off"
              maxLength={32}
              onChange={(event) => setDiscountCode(event.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="mt-4 text-sm font-semibold text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
