import { errorMessages } from "@shifu/contract/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { readClientErrorText } from "../../shared/api-client";
import { type DialogOutcome, failureOutcome } from "../../shared/result-dialog";
import { signOut } from "./session-store";

/** 'Cerrar sesión': ends the session, forgets cached account data and goes to /login; a failure is kept to show. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<DialogOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: (outcome) => {
      if (!outcome.ended) {
        setFailure(failureOutcome(readClientErrorText(outcome.failure) ?? errorMessages.UNAVAILABLE));
        return;
      }
      queryClient.clear();
      navigate("/login", { replace: true });
    },
  });
  return {
    signOut: () => mutation.mutate(),
    isSigningOut: mutation.isPending,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
