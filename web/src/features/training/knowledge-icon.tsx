/** Line icons of the summary's panels, by the names the contract gives them, on a 24 px grid. */
const iconPaths: Record<string, readonly string[]> = {
  heart: [
    "M12 20s-7.5-4.6-9-9.4C1.9 7 4.2 4 7.4 4c2 0 3.5 1.1 4.6 2.7C13.1 5.1 14.6 4 16.6 4c3.2 0 5.5 3 4.4 6.6-1.5 4.8-9 9.4-9 9.4Z",
  ],
  users: [
    "M9 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6",
    "M16.5 11a2.5 2.5 0 1 0 0-5M18 14.2c2 .6 3.5 2.2 3.5 4.8",
  ],
  folder: [
    "M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z",
  ],
  calendar: ["M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z", "M4 10h16M8 3v4M16 3v4"],
  check: ["M5 12.5l4.5 4.5L19 7.5"],
  clock: ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z", "M12 7v5l3.5 2"],
  message: ["M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z", "M8 9h8M8 12.5h5"],
  building: ["M5 21V4a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v17M15 9h3a1 1 0 0 1 1 1v11M3 21h18", "M8.5 7h3M8.5 11h3M8.5 15h3"],
  sparkles: [
    "M11 3.5l1.9 4.8 4.6 1.9-4.6 1.9L11 17l-1.9-4.9-4.6-1.9 4.6-1.9Z",
    "M18.5 14.5l.8 1.9 1.7.8-1.7.8-.8 1.9-.8-1.9-1.7-.8 1.7-.8Z",
  ],
};

/** A panel's icon; a name the web app does not know yet gets the sparkles of 'Otros'. */
export function KnowledgeIcon({ name, className = "size-5" }: { name: string; className?: string }) {
  const paths = iconPaths[name] ?? iconPaths.sparkles ?? [];
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
