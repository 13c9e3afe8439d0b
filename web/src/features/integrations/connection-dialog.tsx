import * as Dialog from "@radix-ui/react-dialog";
import { integrationText } from "@shifu/contract/plain/services";
import type { IntegrationSummary, Service } from "@shifu/contract/services";
import { AppLogoMark } from "../../shared/brand-logos/app-logo-mark";
import { selectLogo } from "../../shared/brand-logos/select-logo";
import { dialogOverlayClass, dialogPanelClass } from "../../shared/dialog-classes";
import { focusRing } from "../../shared/focus-ring";
import { WorkspaceIcon } from "../chat/workspace/workspace-icon";
import { DemoModeBadge } from "./demo-mode-badge";
import { formatConnectionDate } from "./format-connection-date";
import { integrationViewTexts } from "./integration-texts";

const primaryButton = `w-full rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 ${focusRing}`;
const secondaryButton = `w-full rounded-full border border-slate-300 px-5 py-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`;
const dangerButton = `w-full rounded-full border border-rose-300 px-5 py-3 text-sm font-semibold text-rose-700 transition-colors hover:bg-rose-50 disabled:cursor-wait disabled:opacity-60 dark:border-rose-500/50 dark:text-rose-300 dark:hover:bg-rose-500/10 ${focusRing}`;

type ConnectionDialogProps = {
  /** The connected service to show, or null when the dialog is closed. */
  connection: { service: Service; summary: IntegrationSummary; isDemo: boolean } | null;
  isDisconnecting: boolean;
  onClose: () => void;
  onOpenChat: (service: Service) => void;
  onReconnect: (service: Service) => void;
  onDisconnect: (service: Service) => void;
};

/** A connected tile's details: who is connected and since when, with 'Abrir chat', 'Reconectar' and 'Desconectar'. */
export function ConnectionDialog({
  connection,
  isDisconnecting,
  onClose,
  onOpenChat,
  onReconnect,
  onDisconnect,
}: ConnectionDialogProps) {
  const needsReconnect = connection?.summary.status === "needs_reconnect";
  return (
    <Dialog.Root
      open={connection !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogPanelClass}>
          {connection && (
            <>
              <Dialog.Close
                aria-label={integrationViewTexts.close}
                className={`absolute top-3 right-3 flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`}
              >
                <WorkspaceIcon name="close" className="size-5" />
              </Dialog.Close>
              <AppLogoMark logo={selectLogo(connection.service.icon)} />
              <Dialog.Title className="text-xl font-bold text-slate-900 dark:text-white">
                {connection.service.name}
              </Dialog.Title>
              <div className="flex flex-wrap items-center justify-center gap-2">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${
                    needsReconnect
                      ? "bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200"
                      : "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950 dark:text-emerald-300"
                  }`}
                >
                  {needsReconnect ? integrationViewTexts.reconnect : integrationText.connected}
                </span>
                {connection.isDemo && <DemoModeBadge />}
              </div>
              <Dialog.Description className="text-sm text-pretty text-slate-600 dark:text-slate-300">
                {needsReconnect
                  ? integrationViewTexts.needsReconnect
                  : integrationViewTexts.details(connection.service.name)}
              </Dialog.Description>
              <dl className="my-1 flex w-full flex-col gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-left text-sm dark:bg-slate-800/70">
                <div>
                  <dt className="text-xs text-slate-500 dark:text-slate-400">{integrationViewTexts.account}</dt>
                  <dd className="font-medium [overflow-wrap:anywhere] text-slate-900 dark:text-white">
                    {connection.summary.account ?? integrationViewTexts.noAccount}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500 dark:text-slate-400">{integrationViewTexts.connectedOn}</dt>
                  <dd className="font-medium text-slate-900 dark:text-white">
                    {formatConnectionDate(connection.summary.connected_at)}
                  </dd>
                </div>
              </dl>
              <div className="flex w-full flex-col gap-2">
                {needsReconnect && (
                  <button type="button" className={primaryButton} onClick={() => onReconnect(connection.service)}>
                    {integrationViewTexts.reconnect}
                  </button>
                )}
                <button
                  type="button"
                  className={needsReconnect ? secondaryButton : primaryButton}
                  onClick={() => onOpenChat(connection.service)}
                >
                  {integrationViewTexts.openChat}
                </button>
                <button
                  type="button"
                  className={dangerButton}
                  disabled={isDisconnecting}
                  onClick={() => onDisconnect(connection.service)}
                >
                  {isDisconnecting ? integrationViewTexts.disconnecting : integrationViewTexts.disconnect}
                </button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
