import type { ReactNode } from "react";
import { focusRing } from "./focus-ring";
import { useIsHydrated } from "./use-is-hydrated";

/**
 * Disabled until the page is live: a form sent drawn by the server has no handler before then, and the browser's
 * own submission would reload the page and lose what was typed. A disabled default button also stops Enter.
 */
export function SubmitButton({ children }: { children: ReactNode }) {
  const isHydrated = useIsHydrated();
  return (
    <button
      type="submit"
      disabled={!isHydrated}
      className={`w-full rounded-full bg-brand-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-600/25 transition-colors hover:bg-brand-700 active:bg-brand-900 ${focusRing}`}
    >
      {children}
    </button>
  );
}
