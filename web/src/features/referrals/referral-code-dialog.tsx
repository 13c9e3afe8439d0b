import * as Dialog from "@radix-ui/react-dialog";
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useRef, useState } from "react";
import { readClientErrorText } from "../../shared/api-client";
import { dialogOverlayClass, dialogPanelClass } from "../../shared/dialog-classes";
import { focusRing } from "../../shared/focus-ring";
import { claimReferralCode } from "./referrals-api";

const DIGIT_COUNT = 4;
const POSITIONS = Array.from({ length: DIGIT_COUNT }, (_, position) => position);
const EMPTY_DIGITS = POSITIONS.map(() => "");

type Outcome = { kind: "thanks" | "error"; text: string };

type ReferralCodeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Introduce el código de tu amigo': four one-digit boxes that move on by themselves, then POST /referrals/claim. */
export function ReferralCodeDialog({ open, onOpenChange }: ReferralCodeDialogProps) {
  const [digits, setDigits] = useState(EMPTY_DIGITS);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isSending, setIsSending] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const changeOpen = (next: boolean) => {
    if (!next) {
      // A reopened popup starts clean rather than showing the last attempt.
      setDigits(EMPTY_DIGITS);
      setOutcome(null);
    }
    onOpenChange(next);
  };

  const typeDigit = (index: number, value: string) => {
    const digit = value.replace(/\D/g, "").slice(-1);
    setDigits((current) => current.map((old, position) => (position === index ? digit : old)));
    if (digit && index < DIGIT_COUNT - 1) inputs.current[index + 1]?.focus();
  };

  const moveBackOnEmpty = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && digits[index] === "" && index > 0) {
      event.preventDefault();
      setDigits((current) => current.map((old, position) => (position === index - 1 ? "" : old)));
      inputs.current[index - 1]?.focus();
    }
  };

  const pasteCode = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text").trim();
    if (!new RegExp(`^\\d{${DIGIT_COUNT}}$`).test(pasted)) return;
    event.preventDefault();
    setDigits(pasted.split(""));
    inputs.current[DIGIT_COUNT - 1]?.focus();
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (digits.some((digit) => digit === "")) {
      setOutcome({ kind: "error", text: "Por favor, completa los 4 dígitos" });
      return;
    }
    setIsSending(true);
    const result = await claimReferralCode(digits.join(""));
    setIsSending(false);
    setOutcome(
      result.ok
        ? { kind: "thanks", text: result.data.message }
        : { kind: "error", text: readClientErrorText(result) ?? "No se pudo enviar el código. Inténtalo de nuevo." },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogPanelClass}>
          <Dialog.Title className="text-xl font-bold text-slate-900 dark:text-white">
            Introduce el código de tu amigo
          </Dialog.Title>
          {outcome?.kind === "thanks" ? (
            <>
              <Dialog.Description role="status" className="text-sm text-slate-700 dark:text-slate-200">
                {outcome.text}
              </Dialog.Description>
              <Dialog.Close
                className={`rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 ${focusRing}`}
              >
                Cerrar
              </Dialog.Close>
            </>
          ) : (
            <form onSubmit={submitCode} noValidate className="flex flex-col items-center gap-4">
              <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
                Escribe los 4 dígitos del código de referido de quien te invitó.
              </Dialog.Description>
              <div className="flex gap-3">
                {POSITIONS.map((index) => (
                  <input
                    key={index}
                    ref={(element) => {
                      inputs.current[index] = element;
                    }}
                    aria-label={`Dígito ${index + 1}`}
                    inputMode="numeric"
                    autoComplete={index === 0 ? "one-time-code" : "off"}
                    maxLength={1}
                    value={digits[index]}
                    onChange={(event) => typeDigit(index, event.target.value)}
                    onKeyDown={(event) => moveBackOnEmpty(index, event)}
                    onPaste={pasteCode}
                    className={`size-14 rounded-2xl border border-slate-300 bg-white text-center text-2xl font-bold text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white ${focusRing}`}
                  />
                ))}
              </div>
              {outcome?.kind === "error" ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  {outcome.text}
                </p>
              ) : null}
              <div className="flex gap-3">
                <Dialog.Close
                  className={`rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
                >
                  Cancelar
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={isSending}
                  className={`rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60 ${focusRing}`}
                >
                  Enviar código
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
