import type { ReactNode } from "react";
import { Link } from "react-router";
import { focusRing } from "./focus-ring";

// Underlined in both themes: in the dark one the light brand colour alone would not set links apart from text.
const textLinkClass = `rounded font-semibold text-brand-700 underline decoration-brand-500/40 decoration-2 underline-offset-4 hover:decoration-current dark:text-brand-100 dark:decoration-brand-500 ${focusRing}`;

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClass}>
      {children}
    </Link>
  );
}

/** A link to another site, opened in a new tab without handing it this page (noopener) or its address (noreferrer). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
      {children}
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}
