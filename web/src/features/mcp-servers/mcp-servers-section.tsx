import { integrationText } from "@shifu/contract/plain/services";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { AppLogoMark } from "../../shared/brand-logos/app-logo-mark";
import { selectInitialLogo } from "../../shared/brand-logos/select-logo";
import { focusRing } from "../../shared/focus-ring";
import { type DialogOutcome, failureOutcome, ResultDialog, successOutcome } from "../../shared/result-dialog";
import { latestMessagesQueryKey } from "../chat/chat-list/use-latest-messages";
import type { CurrentAssistant } from "../chat/current-assistant";
import { readFailureDetail } from "../integrations/read-failure-detail";
import { McpServerForm } from "./mcp-server-form";
import { mcpServerViewTexts as texts } from "./mcp-server-texts";
import { mcpServersQueryKey, removeMcpServer, toMcpAssistant, useMcpServers } from "./mcp-servers-api";
import { McpReconnectDialogs, useReconnectMcpServer } from "./use-reconnect-mcp-server";

const smallButton = `rounded-full border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`;

/**
 * Below the catalogue in 'Agregar servicios': the 'Servidor MCP' tile, which opens the form, and the servers already
 * connected, each with its chat and its removal. Not one of the catalogue's services, so not in their count.
 */
export function McpServersSection({ onOpenChat }: { onOpenChat: (assistant: CurrentAssistant) => void }) {
  const titleId = useId();
  const servers = useMcpServers();
  const queryClient = useQueryClient();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const removal = useMutation({
    mutationFn: removeMcpServer,
    onSuccess: async (result) => {
      if (!result.ok) {
        setOutcome(failureOutcome(readFailureDetail(result), texts.failedTitle));
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mcpServersQueryKey }),
        queryClient.invalidateQueries({ queryKey: latestMessagesQueryKey }),
      ]);
      setOutcome(successOutcome(result.data.message, "off"));
    },
  });
  const reconnection = useReconnectMcpServer();
  const connected = servers.data?.servers ?? [];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
        {texts.sectionTitle}
      </h3>
      <p className="text-sm text-pretty text-slate-600 dark:text-slate-300">{texts.sectionIntro}</p>
      <button
        type="button"
        onClick={() => setIsFormOpen(true)}
        className={`flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-left shadow-sm ring-1 ring-slate-200 hover:ring-brand-600/40 dark:bg-slate-900 dark:ring-slate-700 ${focusRing}`}
      >
        <AppLogoMark logo={selectInitialLogo("MCP")} />
        <span className="flex flex-col">
          <span className="font-semibold text-slate-900 dark:text-white">{texts.tile}</span>
          <span className="text-xs text-slate-500 dark:text-slate-400">{texts.tileHint}</span>
        </span>
      </button>
      {connected.length > 0 && (
        <ul aria-label={texts.connectedList} className="flex flex-col gap-2">
          {connected.map((server) => (
            <li
              key={server.id}
              className="flex flex-col gap-2 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
            >
              <span className="flex min-w-0 items-center gap-3">
                <AppLogoMark logo={selectInitialLogo(server.name)} size="sm" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-center gap-2">
                    <span className="truncate font-semibold text-slate-900 dark:text-white">{server.name}</span>
                    {server.status === "needs_reconnect" ? (
                      <span className="shrink-0 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-600/30 ring-inset dark:bg-amber-950 dark:text-amber-200">
                        {texts.expired}
                      </span>
                    ) : (
                      <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-600/20 ring-inset dark:bg-emerald-950 dark:text-emerald-300">
                        {integrationText.connected}
                      </span>
                    )}
                  </span>
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    {texts.toolCount(server.tools.length)}
                  </span>
                </span>
              </span>
              <span className="flex justify-end gap-2">
                {server.status === "needs_reconnect" && (
                  <button
                    type="button"
                    className={smallButton}
                    disabled={reconnection.reconnectingId !== undefined}
                    aria-label={`${texts.reconnect} ${server.name}`}
                    onClick={() => reconnection.reconnect(server)}
                  >
                    {texts.reconnect}
                  </button>
                )}
                <button type="button" className={smallButton} onClick={() => onOpenChat(toMcpAssistant(server))}>
                  {texts.openChat}
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={removal.isPending}
                  aria-label={`${texts.remove} ${server.name}`}
                  onClick={() => removal.mutate(server.id)}
                >
                  {removal.isPending && removal.variables === server.id ? texts.removing : texts.remove}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <McpServerForm
        open={isFormOpen}
        demo={servers.data?.demo ?? null}
        onClose={() => setIsFormOpen(false)}
        onConnected={(server) => {
          setIsFormOpen(false);
          onOpenChat(toMcpAssistant(server));
        }}
      />
      <ResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
      <McpReconnectDialogs reconnection={reconnection} />
    </section>
  );
}
