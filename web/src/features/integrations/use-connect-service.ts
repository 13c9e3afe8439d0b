import { integrationMessages, integrationText } from "@shifu/contract/plain/services";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { ApiFailure } from "../../shared/api-client";
import { type DialogOutcome, failureOutcome } from "../../shared/result-dialog";
import { integrationViewTexts } from "./integration-texts";
import { authorizeService } from "./integrations-api";
import { leavePageFor } from "./leave-page-for";
import { forgetPendingIntegration, storePendingIntegration } from "./pending-integration";
import { readFailureDetail } from "./read-failure-detail";
import { useServiceAvailability } from "./use-service-availability";

type ConnectableService = { name: string; key: string };

/** A 404 (no such integration) or the server saying it has no OAuth for it are the spec's missing configuration. */
function readAuthorizeFailure(service: ConnectableService, failure: ApiFailure): string {
  const hasNoOAuth =
    failure.kind === "http" &&
    (failure.status === 404 || (failure.status === 400 && failure.body?.error === integrationMessages.notOAuth));
  return hasNoOAuth ? integrationText.noOAuthConfig(service.name) : readFailureDetail(failure);
}

/**
 * Starts a connection: remembers the service under the spec's `integration` key for the return to /chat, asks the
 * server for the consent page, and sends the browser there. The progress dialog stays up until the page is left.
 */
export function useConnectService() {
  const services = useServiceAvailability();
  const [connecting, setConnecting] = useState<ConnectableService | null>(null);
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: (service: ConnectableService) => authorizeService(service.key),
    onSuccess: (result, service) => {
      if (result.ok) {
        leavePageFor(result.data.url);
        return;
      }
      forgetPendingIntegration();
      setConnecting(null);
      setOutcome(failureOutcome(readAuthorizeFailure(service, result), integrationViewTexts.errorTitle));
    },
  });

  useEffect(() => {
    // Coming back with the browser's Back button may restore this page as it was left, progress dialog included.
    function resetOnRestore(event: PageTransitionEvent) {
      if (event.persisted) setConnecting(null);
    }
    window.addEventListener("pageshow", resetOnRestore);
    return () => window.removeEventListener("pageshow", resetOnRestore);
  }, []);

  const isDemo = services.data?.some((service) => service.key === connecting?.key && service.demo) ?? false;
  return {
    connect: (service: ConnectableService) => {
      if (connecting) return;
      storePendingIntegration(service.name);
      setConnecting(service);
      mutation.mutate(service);
    },
    /** The service whose consent page is being opened, and whether the sandbox stands in for it. */
    connecting: connecting && { ...connecting, isDemo },
    outcome,
    dismissOutcome: () => setOutcome(null),
  };
}
