import type { ReactNode } from "react";
import { focusRing } from "./focus-ring";

export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="submit"
      className={`w-full rounded-full bg-brand-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-600/25 transition-colors hover:bg-brand-700 active:bg-brand-900 ${focusRing}`}
    >
      {children}
    </button>
  );
}
