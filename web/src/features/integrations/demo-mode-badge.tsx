import { integrationText } from "@shifu/contract/plain/services";

/** 'modo demostración': the provider sandbox stands in for this service, because no real credentials are set. */
export function DemoModeBadge() {
  return (
    <span className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-600/25 ring-inset dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-400/30">
      {integrationText.demoMode}
    </span>
  );
}
