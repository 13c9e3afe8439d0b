import type { ReactNode } from "react";
import { focusRing } from "../../shared/focus-ring";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold whitespace-nowrap transition-colors";

const variants = {
  primary: `${base} ${focusRing} bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700`,
  secondary: `${base} ${focusRing} bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-white dark:ring-slate-700 dark:hover:bg-slate-800`,
  // On the brand-coloured panels the usual purple outline would vanish, so focus is drawn in white there.
  inverse:
    `${base} bg-white text-brand-700 shadow-lg shadow-black/20 hover:bg-brand-50 ` +
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
};

/**
 * A call-to-action styled as a button; it navigates, so it is a link. A plain one: the landing page renders without
 * the router (main.tsx), so the page after it loads as a new document.
 */
export function CtaLink({
  to,
  variant = "primary",
  className = "",
  children,
}: {
  to: string;
  variant?: keyof typeof variants;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={to} className={`${variants[variant]} ${className}`}>
      {children}
    </a>
  );
}
