/** The Shifu mark (the favicon's S) beside the wordmark. The visible word is the name, so the mark stays silent. */
export function ShifuLogo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-extrabold tracking-tight ${className}`}>
      <ShifuMark className="size-[1.4em]" />
      <span>Shifu</span>
    </span>
  );
}

export function ShifuMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={`shrink-0 ${className}`}>
      <rect width="64" height="64" rx="16" fill="#5b3df5" />
      <path
        d="M42 20c-3-3-7-4-11-4-7 0-12 4-12 10 0 12 24 7 24 17 0 4-4 7-10 7-5 0-9-2-12-5"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}
