import type { AssistantKey } from "@shifu/contract";
import { type QueryClient, useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { latestMessagesQueryKey } from "../chat-list/use-latest-messages";
import { buildOutgoingMessages, fetchChatHistory, postChatMessages } from "./chat-api";
import type { ChatMessage } from "./chat-message";
import { type ChatReplyOutcome, interpretChatReply } from "./interpret-chat-reply";

export function chatHistoryQueryKey(assistantKey: AssistantKey) {
  return ["chat-history", assistantKey] as const;
}

function chatSendMutationKey(assistantKey: AssistantKey) {
  return ["chat-send", assistantKey] as const;
}

let localMessageCount = 0;

function createLocalMessage(message: Pick<ChatMessage, "role" | "content" | "delivered" | "isNotice">): ChatMessage {
  localMessageCount += 1;
  return { id: `local-${localMessageCount}`, timestamp: new Date().toISOString(), ...message };
}

/**
 * The spec's send: the user's message appears at once, the full history plus it goes to the assistant's path, and the
 * answer or one of §8's texts follows it. It writes the cache of the chat it was sent in, so a reply that arrives after
 * the user moved to another chat still lands in the right one.
 */
async function sendChatMessage(
  queryClient: QueryClient,
  assistantKey: AssistantKey,
  text: string,
): Promise<ChatReplyOutcome> {
  const queryKey = chatHistoryQueryKey(assistantKey);
  // A message sent while the history still loads waits for it, so it lands after the stored messages; a history that
  // cannot be loaded counts as empty, as on screen.
  const loaded = await queryClient
    .query({ queryKey, queryFn: () => fetchChatHistory(assistantKey), staleTime: "static" })
    .catch((): ChatMessage[] => []);
  // A refetch still under way would overwrite the message about to be added.
  await queryClient.cancelQueries({ queryKey });
  const history = queryClient.getQueryData<ChatMessage[]>(queryKey) ?? loaded;
  const userMessage = createLocalMessage({ role: "user", content: text, delivered: false, isNotice: false });
  queryClient.setQueryData<ChatMessage[]>(queryKey, (current = []) => [...current, userMessage]);

  const outcome = interpretChatReply(await postChatMessages(assistantKey, buildOutgoingMessages(history, userMessage)));
  const reply = createLocalMessage({
    role: "assistant",
    content: outcome.text,
    delivered: true,
    isNotice: outcome.isNotice,
  });
  queryClient.setQueryData<ChatMessage[]>(queryKey, (current = []) => [
    ...current.map((message) =>
      message.id === userMessage.id ? { ...message, delivered: outcome.delivered } : message,
    ),
    reply,
  ]);
  return outcome;
}

/** One assistant's chat: its stored history, whether a reply is awaited, and the send. */
export function useChatConversation(assistantKey: AssistantKey) {
  const queryClient = useQueryClient();
  const mutationKey = chatSendMutationKey(assistantKey);
  const isAwaitingReply = useIsMutating({ mutationKey }) > 0;
  const history = useQuery({
    queryKey: chatHistoryQueryKey(assistantKey),
    queryFn: () => fetchChatHistory(assistantKey),
    // The spec shows a failed load as an empty history at once, without retrying.
    retry: false,
    refetchOnWindowFocus: false,
    // Reopening a chat fetches it again, except while a send is writing to it: a refetch then could drop the message
    // being delivered.
    staleTime: () => (queryClient.isMutating({ mutationKey }) > 0 ? Number.POSITIVE_INFINITY : 0),
  });
  const send = useMutation({
    mutationKey,
    mutationFn: (text: string) => sendChatMessage(queryClient, assistantKey, text),
    // Not awaited: the send is over once the reply is shown, and the input must not wait for the list to refresh.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: latestMessagesQueryKey });
    },
  });
  return { history, isAwaitingReply, send };
}
