import type { ChatKey } from "@shifu/contract/chats";
import { type QueryClient, useInfiniteQuery, useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { latestMessagesQueryKey } from "../chat-list/use-latest-messages";
import { buildOutgoingMessages } from "./chat-api";
import { type ChatApproval, type ChatMessage, createLocalMessage } from "./chat-message";
import { type ChatReplyProgress, type StreamedChatReply, streamChatReply } from "./stream-chat-reply";
import { throttleLatest } from "./throttle-latest";
import {
  type ChatHistoryData,
  chatHistoryQueryKey,
  chatHistoryQueryOptions,
  flattenChatHistory,
  updateChatHistory,
  upsertMessage,
} from "./update-chat-history";
import { approvalDecisionMutationKey } from "./use-approval-decision";

/** How often a growing reply is written to the cache: smooth to read, without a render per token. */
const REPLY_WRITE_INTERVAL_MS = 50;

/** `retryOf` is the id of a message whose reply failed: it is sent again in its place, and the server answers it. */
type SendRequest = { text: string; abortController: AbortController; retryOf?: string };

function chatSendMutationKey(assistantKey: ChatKey) {
  return ["chat-send", assistantKey] as const;
}

/** The stream only ever sends an approval as pending: a card the user already decided on keeps its own state. */
function keepDecidedApprovals(
  streamed: readonly ChatApproval[],
  current: readonly ChatApproval[] | undefined,
): ChatApproval[] {
  return streamed.map((approval) => current?.find((known) => known.id === approval.id) ?? approval);
}

/**
 * The spec's send: the user's message appears at once, the full history plus it goes to the assistant's path, and the
 * reply grows in its bubble as it streams, or one of §8's texts follows. It writes the cache of the chat it was sent
 * in, so a reply that arrives after the user moved to another chat still lands in the right one.
 */
async function sendChatMessage(
  queryClient: QueryClient,
  assistantKey: ChatKey,
  { text, abortController, retryOf }: SendRequest,
): Promise<StreamedChatReply> {
  const queryKey = chatHistoryQueryKey(assistantKey);
  // A message sent while the history still loads waits for it, so it lands after the stored messages; a history that
  // cannot be loaded counts as empty, as on screen.
  const loaded = await queryClient
    .fetchInfiniteQuery({ ...chatHistoryQueryOptions(assistantKey), staleTime: "static" })
    .then(flattenChatHistory)
    .catch((): ChatMessage[] => []);
  // A refetch still under way would overwrite the message about to be added.
  await queryClient.cancelQueries({ queryKey });
  if (retryOf) updateChatHistory(queryClient, assistantKey, (messages) => dropFailedMessage(messages, retryOf));
  const cached = queryClient.getQueryData<ChatHistoryData>(queryKey);
  // Only the loaded pages go out: the server reads only the new message, and caps what it accepts anyway.
  const history = cached ? flattenChatHistory(cached) : loaded;
  const userMessage = createLocalMessage({ role: "user", content: text, delivered: false, isNotice: false });
  const reply = createLocalMessage({ role: "assistant", content: "", delivered: true, isNotice: false });
  const update = (change: (messages: ChatMessage[]) => ChatMessage[]) =>
    updateChatHistory(queryClient, assistantKey, change);
  const markDelivered = (delivered: boolean, replyFailed = false) =>
    update((messages) =>
      messages.map((message) =>
        message.id === userMessage.id ? { ...message, delivered, ...(replyFailed ? { replyFailed } : {}) } : message,
      ),
    );
  const writeReply = (progress: ChatReplyProgress, isStreaming: boolean) =>
    update((messages) => {
      const current = messages.find((message) => message.id === reply.id);
      const approvals = keepDecidedApprovals(progress.approvals, current?.approvals);
      return upsertMessage(messages, { ...reply, content: progress.text, approvals, isStreaming });
    });
  const streamWriter = throttleLatest(
    (progress: ChatReplyProgress) => writeReply(progress, true),
    REPLY_WRITE_INTERVAL_MS,
  );

  update((messages) => [...messages, userMessage]);
  // Leaving the page stops the reply, and the model with it; the server keeps what was already written.
  const abortOnPageHide = () => abortController.abort();
  window.addEventListener("pagehide", abortOnPageHide);
  let outcome: StreamedChatReply;
  try {
    outcome = await streamChatReply({
      assistantKey,
      messages: buildOutgoingMessages(history, userMessage),
      signal: abortController.signal,
      onResponse: ({ delivered }) => markDelivered(delivered),
      // Until the first text, the pulsing bars stand in for the reply.
      onProgress: (progress) => {
        if (progress.text || progress.approvals.length > 0) streamWriter.push(progress);
      },
    });
  } finally {
    window.removeEventListener("pagehide", abortOnPageHide);
    streamWriter.cancel();
  }

  markDelivered(outcome.delivered, outcome.notice !== undefined);
  if (outcome.text || outcome.approvals.length > 0) writeReply(outcome, false);
  if (outcome.notice) {
    const notice = createLocalMessage({ role: "assistant", content: outcome.notice, delivered: true, isNotice: true });
    update((messages) => [...messages, notice]);
  }
  return outcome;
}

/** The failed message and the error notices after it leave the list: the retry stands in their place. */
function dropFailedMessage(messages: ChatMessage[], id: string): ChatMessage[] {
  const index = messages.findIndex((message) => message.id === id);
  if (index < 0) return messages;
  let end = index + 1;
  while (messages[end]?.isNotice) end += 1;
  return [...messages.slice(0, index), ...messages.slice(end)];
}

function isWritingHistory(queryClient: QueryClient, assistantKey: ChatKey): boolean {
  return (
    queryClient.isMutating({ mutationKey: chatSendMutationKey(assistantKey) }) > 0 ||
    queryClient.isMutating({ mutationKey: approvalDecisionMutationKey(assistantKey) }) > 0
  );
}

/** One assistant's chat: its stored history, whether a reply is awaited, the send, and a way to stop the reply. */
export function useChatConversation(assistantKey: ChatKey) {
  const queryClient = useQueryClient();
  const mutationKey = chatSendMutationKey(assistantKey);
  const isAwaitingReply = useIsMutating({ mutationKey }) > 0;
  const history = useInfiniteQuery({
    ...chatHistoryQueryOptions(assistantKey),
    select: flattenChatHistory,
    // The spec shows a failed load as an empty history at once, without retrying.
    retry: false,
    refetchOnWindowFocus: false,
    // Reopening a chat fetches it again, except while a send or a decision is writing to it: a refetch then could
    // drop the message being delivered.
    staleTime: () => (isWritingHistory(queryClient, assistantKey) ? Number.POSITIVE_INFINITY : 0),
  });
  const { mutate } = useMutation({
    mutationKey,
    mutationFn: (request: SendRequest) => sendChatMessage(queryClient, assistantKey, request),
    // Not awaited: the send is over once the reply is shown, and the input must not wait for the list to refresh.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: latestMessagesQueryKey });
    },
  });

  const sendMessage = useCallback(
    (text: string, onReply: (reply: StreamedChatReply) => void) =>
      mutate({ text, abortController: new AbortController() }, { onSuccess: onReply }),
    [mutate],
  );

  const retryMessage = useCallback(
    (message: ChatMessage, onReply: (reply: StreamedChatReply) => void) =>
      mutate(
        { text: message.content, abortController: new AbortController(), retryOf: message.id },
        { onSuccess: onReply },
      ),
    [mutate],
  );

  // The controller travels with the mutation, so 'Detener' reaches a send started before the chat was reopened.
  const stopReply = useCallback(() => {
    const sends = queryClient
      .getMutationCache()
      .findAll({ mutationKey: chatSendMutationKey(assistantKey), status: "pending" });
    for (const send of sends) (send.state.variables as SendRequest | undefined)?.abortController.abort();
  }, [queryClient, assistantKey]);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = history;
  // Read from the cache, not from this render: scroll events can ask again before the next render says a page is
  // already on its way, or failed. A failed page is asked for again only by its retry button. Not while a send or a
  // decision writes to the chat either: the older page would land on the pages as they were when it was asked for.
  const requestOlder = useCallback(
    (afterFailure: boolean) => {
      const state = queryClient.getQueryState(chatHistoryQueryKey(assistantKey));
      if (state?.fetchStatus === "fetching" || (state?.status === "error" && !afterFailure)) return;
      if (!isWritingHistory(queryClient, assistantKey)) void fetchNextPage({ cancelRefetch: false });
    },
    [queryClient, assistantKey, fetchNextPage],
  );
  const loadOlder = useCallback(() => requestOlder(false), [requestOlder]);
  const retryOlder = useCallback(() => requestOlder(true), [requestOlder]);
  const olderMessages = {
    hasOlder: hasNextPage,
    isLoadingOlder: isFetchingNextPage,
    hasOlderFailed: isFetchNextPageError,
    loadOlder,
    retryOlder,
  };

  return { history, olderMessages, isAwaitingReply, sendMessage, retryMessage, stopReply };
}
