/** The dark label beside a control; `useHintTooltip` says when it shows. The control carries the same words as its name. */
export function HintTooltip({ text, isOpen, className }: { text: string; isOpen: boolean; className: string }) {
  return (
    <span
      aria-hidden="true"
      data-state={isOpen ? "open" : "closed"}
      className={`pointer-events-none absolute z-30 rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap text-white shadow-lg transition-opacity dark:bg-white dark:text-slate-900 ${isOpen ? "opacity-100" : "opacity-0"} ${className}`}
    >
      {text}
    </span>
  );
}
