import { type ChangeEvent, type InputHTMLAttributes, useRef, useState } from "react";
import { focusRing } from "./focus-ring";
import { useAdoptEarlyInput } from "./use-adopt-early-input";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  id: string;
  label: string;
  /** The field's message after a failed check; it is announced with the field and marks it invalid. */
  error?: string | undefined;
  /** A lasting note under the field, such as the password's length rule. */
  hint?: string;
};

const inputClass = `block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 ${focusRing}`;

const borderClass = {
  valid: "border-slate-300 hover:border-slate-400 dark:border-slate-700 dark:hover:border-slate-600",
  invalid: "border-rose-500 dark:border-rose-400",
};

/** A labelled input with its error below; password inputs get a button that shows what was typed. */
export function TextField({ id, label, error, hint, type = "text", ...inputProps }: TextFieldProps) {
  const [isRevealed, setIsRevealed] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  const isPassword = type === "password";
  const inputRef = useRef<HTMLInputElement>(null);
  useAdoptEarlyInput(inputRef, (input) => {
    if (input.value !== inputProps.value) {
      inputProps.onChange?.({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
    }
  });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          ref={inputRef}
          id={id}
          type={isPassword && isRevealed ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass} ${error ? borderClass.invalid : borderClass.valid} ${isPassword ? "pr-24" : ""}`}
        />
        {isPassword ? (
          <button
            type="button"
            aria-controls={id}
            aria-pressed={isRevealed}
            aria-label={isRevealed ? "Ocultar contraseña" : "Mostrar contraseña"}
            onClick={() => setIsRevealed((revealed) => !revealed)}
            className={`absolute inset-y-1.5 right-1.5 rounded-lg px-3 text-xs font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800 ${focusRing}`}
          >
            {isRevealed ? "Ocultar" : "Mostrar"}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-rose-600 dark:text-rose-400">
      {message}
    </p>
  );
}
