/** Outline icons of the workspace, drawn on a 24 px grid with the current text colour. */
const iconPaths = {
  chats: ["M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z", "M8 9h8M8 12.5h5"],
  addService: ["M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z", "M12 8v8M8 12h8"],
  rewards: [
    "M4 8h16v4H4zM5.5 12v8h13v-8M12 8v12",
    "M12 8c-2 0-4.5-.9-4.5-2.6A1.9 1.9 0 0 1 9.4 3.5C11 3.5 12 6 12 8Zm0 0c2 0 4.5-.9 4.5-2.6a1.9 1.9 0 0 0-1.9-1.9C13 3.5 12 6 12 8Z",
  ],
  referrals: [
    "M9 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6",
    "M16.5 11a2.5 2.5 0 1 0 0-5M18 14.2c2 .6 3.5 2.2 3.5 4.8",
  ],
  training: [
    "M11 3.5l1.9 4.8 4.6 1.9-4.6 1.9L11 17l-1.9-4.9-4.6-1.9 4.6-1.9Z",
    "M18.5 14.5l.8 1.9 1.7.8-1.7.8-.8 1.9-.8-1.9-1.7-.8 1.7-.8Z",
  ],
  moon: ["M20 14.5A8.5 8.5 0 1 1 9.5 4a6.8 6.8 0 0 0 10.5 10.5Z"],
  sun: [
    "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z",
    "M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4",
  ],
  apps: [
    "M5 4h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM15 4h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM5 14h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1ZM15 14h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1Z",
  ],
  bell: ["M6 16v-5a6 6 0 1 1 12 0v5l1.5 2h-15Z", "M10 20.5a2 2 0 0 0 4 0"],
  close: ["M6 6l12 12M18 6 6 18"],
  camera: ["M4 8h3.2l1.8-2.5h6L16.8 8H20v11H4Z", "M12 16.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z"],
  signOut: ["M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3", "M16 16l4-4-4-4M20 12H9.5"],
  pause: ["M8.5 5v14M15.5 5v14"],
  play: ["M7.5 4.8v14.4L19 12Z"],
  check: ["M5 12.5l4.5 4.5L19 7.5"],
  sparkle: ["M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2Z"],
} as const;

export type WorkspaceIconName = keyof typeof iconPaths;

export function WorkspaceIcon({ name, className = "size-6" }: { name: WorkspaceIconName; className?: string }) {
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
      {iconPaths[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
