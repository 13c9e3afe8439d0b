import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef } from "react";
import type { ApiResult } from "../../shared/api-client";
import { fetchStepByStep, markStepByStepDone } from "./tour-api";

const stepByStepKey = ["step-by-step"] as const;

/** The spec opens the tour unless the server says it was done, so a failed check opens it too. */
export function needsTour(result: ApiResult<{ "step-by-step": boolean }>): boolean {
  return !result.ok || !result.data["step-by-step"];
}

/**
 * Asks the server once whether the tour was done and calls `onAutoOpen` when it was not; `markTourDone` records a
 * finished or skipped tour so that it never opens by itself again.
 */
export function useTourStatus(onAutoOpen: () => void) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: stepByStepKey, queryFn: fetchStepByStep, staleTime: Infinity, retry: false });
  const hasAutoOpened = useRef(false);
  const autoOpen = useEffectEvent(onAutoOpen);

  useEffect(() => {
    if (!status.data || hasAutoOpened.current || !needsTour(status.data)) return;
    hasAutoOpened.current = true;
    autoOpen();
  }, [status.data]);

  const mutation = useMutation({
    mutationFn: markStepByStepDone,
    onSuccess: (result) => {
      // On failure the server still says "not done", so the tour comes back next time, as the spec's rule wants.
      if (result.ok) queryClient.setQueryData(stepByStepKey, { ok: true, data: { "step-by-step": true } });
    },
  });
  return { markTourDone: () => mutation.mutate() };
}
