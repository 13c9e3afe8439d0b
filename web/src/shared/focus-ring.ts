/** Keyboard focus outline for controls on a light or dark background (≥ 3:1 against both). */
export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-100";
