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
  warning: ["M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z", "M12 9v4", "M12 17h.01"],
  paperclip: ["m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5"],
  external: ["M15 3h6v6", "M10 14 21 3", "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"],
  trash: ["M3 6h18", "M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6", "M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"],
  wand: ["m15 4 5 5", "M3 21 14.5 9.5", "M19 2v2", "M22 5h-2", "M8 3v2", "M9 4H7"],
  "eye-off": [
    "M3 3l18 18",
    "M10.6 5.1A10.4 10.4 0 0 1 12 5c7 0 10 7 10 7a13 13 0 0 1-1.7 2.7",
    "M6.6 6.6A13.5 13.5 0 0 0 2 12s3 7 10 7a9.7 9.7 0 0 0 5.4-1.6",
    "M9.9 9.9a3 3 0 0 0 4.2 4.2",
  ],
  "chevron-down": ["m6 9 6 6 6-6"],
} as const;

export type ChatIconName = keyof typeof iconPaths;

/**
 * The workspace's line icons. Hidden from assistive technology unless given a `label`, for the few that carry meaning
 * on their own (a notification's importance, its attachments).
 */
export function ChatIcon({
  name,
  label,
  className = "size-5",
}: {
  name: ChatIconName;
  label?: string;
  className?: string;
}) {
  const svg = (
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
  if (!label) return svg;
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex">
      {svg}
    </span>
  );
}
