import type { Service } from "@shifu/contract/services";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type DialogOutcome, failureOutcome, successOutcome } from "../../shared/result-dialog";
import { integrationsQueryKey } from "../chat/chat-list/use-integrations";
import { latestMessagesQueryKey } from "../chat/chat-list/use-latest-messages";
import { integrationViewTexts } from "./integration-texts";
import { disconnectService } from "./integrations-api";
import { readFailureDetail } from "./read-failure-detail";

/** 'Desconectar': revokes and forgets the connection, then refreshes the chat list that showed it. */
export function useDisconnectService(onDisconnected: () => void) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: (service: Service) => disconnectService(service.key),
    onSuccess: async (result) => {
      if (!result.ok) {
        setOutcome(failureOutcome(readFailureDetail(result), integrationViewTexts.errorTitle));
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: latestMessagesQueryKey }),
      ]);
      onDisconnected();
      setOutcome(successOutcome(result.data.message, "off"));
    },
  });
  return {
    disconnect: (service: Service) => mutation.mutate(service),
    isDisconnecting: mutation.isPending,
    outcome,
    dismissOutcome: () => setOutcome(null),
  };
}
