import { findServiceByKey, serviceCatalogue } from "@shifu/contract/plain/services";
import type { IntegrationSummary, Service } from "@shifu/contract/services";
import { useId, useState } from "react";
import { focusRing } from "../../shared/focus-ring";
import { ResultDialog } from "../../shared/result-dialog";
import { MOBILE_WORKSPACE_QUERY, useMediaQuery } from "../../shared/use-media-query";
import { useConnectedServices } from "../chat/chat-list/use-integrations";
import type { CurrentAssistant } from "../chat/current-assistant";
import { McpServersSection } from "../mcp-servers/mcp-servers-section";
import { ConnectServiceDialogs } from "./connect-service-dialogs";
import { ConnectionDialog } from "./connection-dialog";
import { DemoModeBadge } from "./demo-mode-badge";
import { integrationViewTexts } from "./integration-texts";
import { ServiceTile } from "./service-tile";
import { useConnectService } from "./use-connect-service";
import { useDisconnectService } from "./use-disconnect-service";
import { useServiceAvailability } from "./use-service-availability";

const listFormat = new Intl.ListFormat("es-ES", { type: "conjunction" });

function toAssistant(service: Service): CurrentAssistant {
  return { type: service.key, title: service.name, icon: service.icon };
}

/**
 * 'Agregar servicios': every service of the catalogue as a tile, 3 per row in the desktop panel and 4 on a phone, with
 * the count of connected ones. A tile that is not connected starts its connection; a connected one opens its details.
 */
export function AddServicesView({ onOpenChat }: { onOpenChat: (assistant: CurrentAssistant) => void }) {
  const titleId = useId();
  const isMobile = useMediaQuery(MOBILE_WORKSPACE_QUERY);
  const services = useServiceAvailability();
  const connections = useConnectedServices();
  const connection = useConnectService();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const disconnection = useDisconnectService(() => setOpenKey(null));

  const summaries = new Map<string, IntegrationSummary>(
    connections.data?.map(({ service, summary }) => [service.key, summary]),
  );
  const tiles = services.data ?? [];
  const connectedCount = connections.data?.filter(({ summary }) => summary.status === "connected").length ?? 0;
  const connectable = tiles.filter((service) => !service.comingSoon);
  const demoServices = connectable.filter((service) => service.demo);
  const openService = openKey === null ? undefined : findServiceByKey(openKey);
  const openSummary = openKey === null ? undefined : summaries.get(openKey);

  return (
    <section aria-labelledby={titleId} className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-6 py-5 dark:border-slate-800">
        <h2 id={titleId} className="text-2xl font-bold text-slate-900 dark:text-white">
          {integrationViewTexts.title}
        </h2>
        {services.isSuccess && (
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {integrationViewTexts.counter(connectedCount, tiles.length)}
          </p>
        )}
      </header>

      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 py-5 sm:px-6">
        {demoServices.length > 0 && (
          <p className="flex flex-col items-start gap-1.5 rounded-2xl bg-sky-50/70 px-4 py-3 text-sm text-pretty text-slate-700 ring-1 ring-sky-600/15 dark:bg-sky-950/40 dark:text-slate-200 dark:ring-sky-400/20">
            <DemoModeBadge />
            {demoServices.length === connectable.length
              ? integrationViewTexts.demoBanner
              : integrationViewTexts.someDemoBanner(listFormat.format(demoServices.map((service) => service.name)))}
          </p>
        )}
        {services.isError && (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="text-sm text-slate-600 dark:text-slate-300">{integrationViewTexts.loadFailed}</p>
            <button
              type="button"
              onClick={() => services.refetch()}
              className={`rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
            >
              {integrationViewTexts.retry}
            </button>
          </div>
        )}
        <ul
          aria-label={integrationViewTexts.servicesLabel}
          aria-busy={services.isPending}
          className={`grid ${isMobile ? "grid-cols-4 gap-2" : "grid-cols-3 gap-3"}`}
        >
          {services.isPending &&
            serviceCatalogue.map((service) => (
              <li
                key={service.key}
                aria-hidden="true"
                className="h-[6.5rem] rounded-2xl bg-slate-100 motion-safe:animate-pulse dark:bg-slate-800"
              />
            ))}
          {tiles.map((service) => {
            const summary = summaries.get(service.key);
            return (
              <li key={service.key}>
                <ServiceTile
                  service={service}
                  status={summary?.status}
                  onSelect={() => {
                    if (summary) setOpenKey(service.key);
                    else connection.connect(service);
                  }}
                />
              </li>
            );
          })}
        </ul>
        <McpServersSection onOpenChat={onOpenChat} />
      </div>

      <ConnectionDialog
        connection={
          openService && openSummary
            ? {
                service: openService,
                summary: openSummary,
                isDemo: tiles.some((service) => service.key === openService.key && service.demo),
              }
            : null
        }
        isDisconnecting={disconnection.isDisconnecting}
        onClose={() => setOpenKey(null)}
        onOpenChat={(service) => {
          setOpenKey(null);
          onOpenChat(toAssistant(service));
        }}
        onReconnect={(service) => {
          setOpenKey(null);
          connection.connect(service);
        }}
        onDisconnect={disconnection.disconnect}
      />
      <ConnectServiceDialogs connection={connection} />
      <ResultDialog outcome={disconnection.outcome} onClose={disconnection.dismissOutcome} />
    </section>
  );
}
