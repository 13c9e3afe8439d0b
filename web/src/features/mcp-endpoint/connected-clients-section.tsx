import { mcpEndpointTexts as texts } from "@shifu/contract/plain/mcp-endpoint";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { focusRing } from "../../shared/focus-ring";
import { type DialogOutcome, failureOutcome, ResultDialog, successOutcome } from "../../shared/result-dialog";
import { readFailureDetail } from "../integrations/read-failure-detail";
import { connectedClientsQueryKey, revokeConnectedClient, useConnectedClients } from "./mcp-endpoint-api";

const dateFormat = new Intl.DateTimeFormat("es-ES", { dateStyle: "long" });
const dateTimeFormat = new Intl.DateTimeFormat("es-ES", { dateStyle: "medium", timeStyle: "short" });

const revokeButton = `rounded-full border border-red-300 px-3 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-60 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950 ${focusRing}`;

/** The profile's 'Aplicaciones conectadas a Shifu': the outside MCP clients the person let in, each revocable. */
export function ConnectedClientsSection() {
  const titleId = useId();
  const clients = useConnectedClients();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const revoke = useMutation({
    mutationFn: revokeConnectedClient,
    onSuccess: async (result) => {
      if (!result.ok) {
        setOutcome(failureOutcome(readFailureDetail(result)));
        return;
      }
      await queryClient.invalidateQueries({ queryKey: connectedClientsQueryKey });
      setOutcome(successOutcome(result.data.message, "off"));
    },
  });
  const listed = clients.data ?? [];

  return (
    <section aria-labelledby={titleId} className="flex w-full max-w-xl flex-col gap-3 self-center">
      <h3 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
        {texts.sectionTitle}
      </h3>
      {clients.isSuccess && listed.length === 0 ? (
        <p className="text-sm text-pretty text-slate-600 dark:text-slate-300">
          {texts.sectionEmpty(`${window.location.origin}/mcp`)}
        </p>
      ) : null}
      {listed.length > 0 ? (
        <ul aria-label={texts.sectionTitle} className="flex flex-col gap-2">
          {listed.map((client) => (
            <li
              key={client.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
            >
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-semibold text-slate-900 dark:text-white">{client.name}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {texts.since} {dateFormat.format(new Date(client.since))} ·{" "}
                  {client.last_used_at
                    ? `${texts.lastUse}: ${dateTimeFormat.format(new Date(client.last_used_at))}`
                    : texts.neverUsed}
                </span>
              </span>
              <button
                type="button"
                className={revokeButton}
                disabled={revoke.isPending}
                aria-label={`${texts.revoke} ${client.name}`}
                onClick={() => revoke.mutate(client.id)}
              >
                {texts.revoke}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </section>
  );
}
