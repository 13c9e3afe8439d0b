import type { McpServerSummary } from "@shifu/contract/mcp-servers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ProgressDialog } from "../../shared/progress-dialog";
import { type DialogOutcome, failureOutcome, ResultDialog, successOutcome } from "../../shared/result-dialog";
import { readFailureDetail } from "../integrations/read-failure-detail";
import { mcpServerViewTexts as texts } from "./mcp-server-texts";
import { mcpServersQueryKey, reconnectMcpServer } from "./mcp-servers-api";
import { startMcpSignIn } from "./start-mcp-sign-in";

type ReconnectableServer = Pick<McpServerSummary, "id" | "name">;

/**
 * 'Reconectar' of an MCP server: an OAuth server's sign-in page again (the return to /chat finishes it), or for any
 * other its tools read again at once.
 */
export function useReconnectMcpServer() {
  const queryClient = useQueryClient();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: (server: ReconnectableServer) => reconnectMcpServer(server.id),
    onSuccess: async (result, server) => {
      if (!result.ok) {
        setOutcome(failureOutcome(readFailureDetail(result), texts.failedTitle));
        return;
      }
      if ("authorize_url" in result.data) {
        setLeavingFor(server.name);
        startMcpSignIn(server.name, result.data.authorize_url);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: mcpServersQueryKey });
      setOutcome(successOutcome(result.data.message, "off"));
    },
  });
  return {
    reconnect: (server: ReconnectableServer) => mutation.mutate(server),
    reconnectingId: mutation.isPending ? mutation.variables?.id : undefined,
    leavingFor,
    outcome,
    dismissOutcome: () => setOutcome(null),
  };
}

/** The progress dialog while the sign-in page opens, and the outcome of a reconnection. */
export function McpReconnectDialogs({ reconnection }: { reconnection: ReturnType<typeof useReconnectMcpServer> }) {
  return (
    <>
      <ProgressDialog
        open={reconnection.leavingFor !== null}
        description={reconnection.leavingFor ? texts.redirecting(reconnection.leavingFor) : undefined}
      />
      <ResultDialog outcome={reconnection.outcome} onClose={reconnection.dismissOutcome} />
    </>
  );
}
