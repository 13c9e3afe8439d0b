import { trainingMessages } from "@shifu/contract/plain/training";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchTrainingHistory, isPlanRefusal, sendTrainingMessage, TrainingCallError } from "./training-api";
import { trainingSummaryQueryKey } from "./use-training-summary";

/** A message as the screen keeps it; the server's have no id, so each gets one here for React's keys. */
export type TrainingMessage = { id: string; content: string; timestamp: string; role: "user" | "assistant" };

let lastMessageId = 0;

function createMessage(role: TrainingMessage["role"], content: string, timestamp = new Date().toISOString()) {
  lastMessageId += 1;
  return { id: `training-message-${lastMessageId}`, role, content, timestamp };
}

export const trainingMessagesQueryKey = ["training-messages"] as const;

function readTime(timestamp: string): number {
  const time = Date.parse(timestamp);
  // An unreadable time goes first rather than breaking the order of the rest.
  return Number.isNaN(time) ? 0 : time;
}

/** Ascending by time, as the spec orders the conversation; equal times keep the order they came in. */
function sortByTime(messages: readonly TrainingMessage[]): TrainingMessage[] {
  return [...messages].sort((first, second) => readTime(first.timestamp) - readTime(second.timestamp));
}

/** No history yet (an empty list or a 404) opens with Shifu's welcome, which is never stored on the server. */
async function loadHistory(): Promise<TrainingMessage[]> {
  try {
    const messages = await fetchTrainingHistory();
    if (messages.length === 0) return [createMessage("assistant", trainingMessages.welcome)];
    return sortByTime(messages.map((message) => createMessage(message.role, message.content, message.timestamp)));
  } catch (error) {
    if (error instanceof TrainingCallError && error.status === 404)
      return [createMessage("assistant", trainingMessages.welcome)];
    throw error;
  }
}

/**
 * The training conversation: its history, fetched each time the screen opens, and a send that appends the user's
 * message at once and then Shifu's reply (or the failure bubble); a reply may have taught Shifu something, so the
 * summary is fetched again.
 */
export function useTrainingMessages() {
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: trainingMessagesQueryKey,
    queryFn: loadHistory,
    // The list is extended in the cache as the user writes; a refetch in the middle would drop the failure bubbles.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: "always",
    refetchOnWindowFocus: false,
  });

  const append = (message: TrainingMessage) =>
    queryClient.setQueryData<TrainingMessage[]>(trainingMessagesQueryKey, (current = []) =>
      sortByTime([...current, message]),
    );

  const send = useMutation({
    mutationFn: sendTrainingMessage,
    onMutate: (text) => append(createMessage("user", text)),
    onSuccess: (reply) => {
      const content = reply.response.trim() ? reply.response : trainingMessages.defaultReply;
      append(createMessage("assistant", content));
      void queryClient.invalidateQueries({ queryKey: trainingSummaryQueryKey });
    },
    onError: (error) => {
      if (isPlanRefusal(error)) return;
      append(createMessage("assistant", trainingMessages.sendFailedBubble));
    },
  });

  return {
    messages: history.data ?? [],
    isLoading: history.isPending,
    hasLoadFailed: history.isError,
    sendMessage: (text: string) => send.mutate(text),
    isSending: send.isPending,
    hasSendFailed: send.isError,
    isPlanRefused: isPlanRefusal(history.error) || isPlanRefusal(send.error),
  };
}
