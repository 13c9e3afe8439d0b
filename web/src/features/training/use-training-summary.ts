import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { deleteSummaryItem, fetchTrainingSummary, fetchUpcomingMeetings } from "./training-api";

export const trainingSummaryQueryKey = ["training-summary"] as const;

/** The panels of what Shifu has learned, fetched each time the screen opens and again after every reply. */
export function useTrainingSummary() {
  return useQuery({
    queryKey: trainingSummaryQueryKey,
    queryFn: fetchTrainingSummary,
    refetchOnMount: "always",
    refetchOnWindowFocus: false,
  });
}

/** Forgets one learned item; the summary is fetched again either way, since a 404 means it was already gone. */
export function useDeleteSummaryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSummaryItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingSummaryQueryKey }),
  });
}

/** The connected calendars' next meetings, for the 'Reuniones' panel; fetched again when the screen opens. */
export function useUpcomingMeetings() {
  return useQuery({
    queryKey: ["training-meetings"],
    queryFn: fetchUpcomingMeetings,
    refetchOnMount: "always",
    refetchOnWindowFocus: false,
  });
}
