import { integrationText } from "@shifu/contract/plain/services";
import type { IntegrationStatus } from "@shifu/contract/services";
import { AppLogoMark } from "../../shared/brand-logos/app-logo-mark";
import { selectLogo } from "../../shared/brand-logos/select-logo";
import { focusRing } from "../../shared/focus-ring";
import { HintTooltip } from "../../shared/tooltip/hint-tooltip";
import { useHintTooltip } from "../../shared/tooltip/use-hint-tooltip";
import { integrationViewTexts } from "./integration-texts";
import { truncateServiceName } from "./truncate-service-name";
import type { ServiceAvailability } from "./use-service-availability";

const dotColours: Record<IntegrationStatus, string> = {
  connected: "bg-emerald-500",
  needs_reconnect: "bg-amber-500",
};

function readTileState(service: ServiceAvailability, status: IntegrationStatus | undefined): string | undefined {
  if (service.comingSoon) return integrationText.comingSoon;
  if (status === "connected") return integrationText.connected;
  if (status === "needs_reconnect") return integrationViewTexts.reconnect;
  return undefined;
}

/**
 * One service of the Add services grid: its logo, its name cut at 8 characters (the whole name is what assistive
 * technology reads, and the hint shown on hover and keyboard focus, so 'Google S…' tells Sheets from Slides), a green
 * dot when connected, an amber one and 'Reconectar' when the connection expired. 'Próximamente' services cannot be
 * chosen; their hint still shows on hover, since a disabled button cannot take focus.
 */
export function ServiceTile({
  service,
  status,
  onSelect,
}: {
  service: ServiceAvailability;
  status: IntegrationStatus | undefined;
  onSelect: () => void;
}) {
  const state = readTileState(service, status);
  // 'Conectado' is told by the dot; only the states that call for something are written under the name.
  const visibleState = status === "connected" && !service.comingSoon ? undefined : state;
  const hint = useHintTooltip();
  return (
    <button
      type="button"
      onClick={onSelect}
      disabled={service.comingSoon}
      {...hint.triggerProps}
      className={`relative flex h-full w-full flex-col items-center gap-1.5 rounded-2xl border border-slate-200 bg-white px-1.5 pt-3 pb-2 text-center transition-colors enabled:hover:border-brand-600/40 enabled:hover:bg-brand-50/60 disabled:cursor-not-allowed disabled:bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60 dark:enabled:hover:border-brand-500/60 dark:enabled:hover:bg-slate-800 dark:disabled:bg-slate-900 ${focusRing}`}
    >
      <HintTooltip text={service.name} isOpen={hint.isOpen} className="bottom-full left-1/2 mb-1 -translate-x-1/2" />
      <span className={`relative ${service.comingSoon ? "opacity-50 grayscale" : ""}`}>
        <AppLogoMark logo={selectLogo(service.icon)} />
        {status && !service.comingSoon && (
          <span
            data-status-dot={status}
            className={`absolute -top-1 -right-1 size-3.5 rounded-full ring-2 ring-white dark:ring-slate-800 ${dotColours[status]}`}
          />
        )}
      </span>
      {/* The name is read whole, once; what is seen (cut name, state) is hidden from assistive technology. */}
      <span className="sr-only">{integrationViewTexts.tileLabel(service.name, state)}</span>
      <span
        aria-hidden="true"
        className="max-w-full text-sm font-semibold whitespace-nowrap text-slate-800 dark:text-slate-100 [@media(width<=768px)]:text-xs"
      >
        {truncateServiceName(service.name)}
      </span>
      <span
        aria-hidden="true"
        className={`min-h-4 text-[0.6875rem] leading-4 font-medium ${
          status === "needs_reconnect" ? "text-amber-700 dark:text-amber-300" : "text-slate-500 dark:text-slate-400"
        }`}
      >
        {visibleState}
      </span>
    </button>
  );
}
