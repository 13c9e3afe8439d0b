const iconPaths = {
  bell: ["M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9", "M10.3 21a1.94 1.94 0 0 0 3.4 0"],
  help: ["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3", "M12 17h.01"],
  check: ["M20 6 9 17l-5-5"],
  copy: [
    "M10 8h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2z",
    "M4 16a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2",
  ],
  "arrow-down": ["M12 5v14", "m19 12-7 7-7-7"],
  send: ["M22 2 11 13", "M22 2 15 22l-4-9-9-4z"],
  stop: ["M7 7h10v10H7z"],
  x: ["M18 6 6 18", "m6 6 12 12"],
  clock: ["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M12 6v6l4 2"],
  alert: ["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M12 8v4", "M12 16h.01"],
  crown: ["M2 18h20", "M3 7l4 4 5-7 5 7 4-4-2 11H5z"],
} as const;

export type ChatIconName = keyof typeof iconPaths;

/** The workspace's line icons; always beside a text or inside a labelled control, so hidden from assistive technology. */
export function ChatIcon({ name, className = "size-5" }: { name: ChatIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={`shrink-0 ${className}`}
    >
      {iconPaths[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
