import { findServiceByName, integrationMessages, integrationText } from "@shifu/contract/plain/services";
import type { Service } from "@shifu/contract/services";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type DialogOutcome, failureOutcome, successOutcome } from "../../shared/result-dialog";
import { integrationsQueryKey } from "../chat/chat-list/use-integrations";
import { latestMessagesQueryKey } from "../chat/chat-list/use-latest-messages";
import { mcpServersQueryKey, saveMcpAuthorization } from "../mcp-servers/mcp-servers-api";
import { integrationViewTexts } from "./integration-texts";
import { saveAuthorization } from "./integrations-api";
import {
  forgetPendingIntegration,
  markReturnProcessed,
  readMcpServerName,
  readPendingIntegration,
  wasReturnProcessed,
} from "./pending-integration";
import {
  type AuthorizationReturn,
  cleanAuthorizationReturn,
  readAuthorizationReturn,
} from "./read-authorization-return";
import { readFailureDetail } from "./read-failure-detail";

function failIntegration(serviceName: string, detail: string): DialogOutcome {
  return failureOutcome(integrationText.failed(serviceName, detail), integrationViewTexts.errorTitle);
}

function describeRefusal(error: string): string {
  return error === "access_denied" ? integrationViewTexts.accessDenied : integrationViewTexts.providerError;
}

async function refreshLists(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [integrationsQueryKey, latestMessagesQueryKey, mcpServersQueryKey].map(async (queryKey) => {
      // A list's first answer may still be on its way, read before the save: invalidating alone would keep it, since
      // TanStack Query joins a refetch to a first fetch in flight. Dropped, it is asked for again.
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}

async function saveReturn(
  service: Service,
  answer: Extract<AuthorizationReturn, { kind: "code" | "token" }>,
  queryClient: QueryClient,
): Promise<DialogOutcome> {
  // Every provider sends the state back; without it the server could not tell whose authorization this is.
  if (!answer.state) return failIntegration(service.name, integrationMessages.stateInvalid);
  const result = await saveAuthorization(
    service.key,
    answer.kind === "code"
      ? { code: answer.code, state: answer.state }
      : { access_token: answer.accessToken, state: answer.state },
  );
  if (!result.ok) return failIntegration(service.name, readFailureDetail(result));
  await refreshLists(queryClient);
  return successOutcome(integrationText.saved(service.name), "off");
}

/** An MCP server's sign-in (OAuth 2.1 with PKCE) always answers with a code in the query. */
async function saveMcpReturn(
  serverName: string,
  answer: Extract<AuthorizationReturn, { kind: "code" | "token" }>,
  queryClient: QueryClient,
): Promise<DialogOutcome> {
  if (answer.kind !== "code" || !answer.state) return failIntegration(serverName, integrationMessages.stateInvalid);
  const result = await saveMcpAuthorization({ code: answer.code, state: answer.state });
  if (!result.ok) return failIntegration(serverName, readFailureDetail(result));
  await refreshLists(queryClient);
  return successOutcome(result.data.message, "off");
}

/**
 * The return from a provider's consent page to /chat. Handled only when this browser started a connection (the
 * stored `integration` name) and only once per state: a reload, a second mount or StrictMode's second effect never
 * posts the same code again.
 */
export function useAuthorizationReturn() {
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const answer = readAuthorizationReturn(window.location.search, window.location.hash);
    const serviceName = readPendingIntegration();
    if (!answer || !serviceName) return;

    const finish = (next: DialogOutcome | null) => {
      cleanAuthorizationReturn();
      forgetPendingIntegration();
      setIsSaving(false);
      setOutcome(next);
    };
    const onceKey = answer.state ?? (answer.kind === "code" ? answer.code : null);
    if (onceKey !== null) {
      if (wasReturnProcessed(onceKey)) {
        finish(null);
        return;
      }
      markReturnProcessed(onceKey);
    }

    const mcpServerName = readMcpServerName(serviceName);
    const service = findServiceByName(serviceName);
    if (mcpServerName !== null && (answer.kind === "code" || answer.kind === "token")) {
      setIsSaving(true);
      saveMcpReturn(mcpServerName, answer, queryClient)
        .catch(() => failIntegration(mcpServerName, integrationViewTexts.requestFailed))
        .then(finish);
    } else if (mcpServerName !== null) {
      finish(
        answer.kind === "refused"
          ? failIntegration(mcpServerName, describeRefusal(answer.error))
          : failureOutcome(integrationText.noTokenInUrl, integrationViewTexts.errorTitle),
      );
    } else if (!service) {
      finish(failIntegration(serviceName, integrationMessages.unknownService));
    } else if (answer.kind === "missing") {
      finish(failureOutcome(integrationText.noTokenInUrl, integrationViewTexts.errorTitle));
    } else if (answer.kind === "refused") {
      finish(failIntegration(service.name, describeRefusal(answer.error)));
    } else {
      setIsSaving(true);
      saveReturn(service, answer, queryClient)
        // The progress dialog cannot be dismissed, so nothing may leave it open.
        .catch(() => failIntegration(service.name, integrationViewTexts.requestFailed))
        .then(finish);
    }
  }, [queryClient]);

  return { isSaving, outcome, dismissOutcome: () => setOutcome(null) };
}
