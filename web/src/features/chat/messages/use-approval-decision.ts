import type { ApprovalDecisionRequest, ChatKey } from "@shifu/contract/chats";
import { findAssistantChat } from "@shifu/contract/plain/chats";
import { type QueryClient, useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiFailure } from "../../../shared/api-client";
import { latestMessagesQueryKey } from "../chat-list/use-latest-messages";
import { markChatRead, postApprovalDecision } from "./chat-api";
import { type ChatApproval, type ChatMessage, createLocalMessage } from "./chat-message";
import { chatTexts } from "./chat-texts";
import { chatHistoryQueryKey, updateChatHistory } from "./update-chat-history";

type Decision = ApprovalDecisionRequest["decision"];

/** Every decision under way in one chat; with an approval's id, that approval's only. */
export function approvalDecisionMutationKey(assistantKey: ChatKey, approvalId?: string) {
  return approvalId === undefined
    ? (["approval-decision", assistantKey] as const)
    : (["approval-decision", assistantKey, approvalId] as const);
}

function replaceApproval(
  messages: ChatMessage[],
  approvalId: string,
  replace: (approval: ChatApproval) => ChatApproval,
): ChatMessage[] {
  return messages.map((message) =>
    message.approvals?.some((approval) => approval.id === approvalId)
      ? {
          ...message,
          approvals: message.approvals.map((approval) => (approval.id === approvalId ? replace(approval) : approval)),
        }
      : message,
  );
}

function readDecisionFailure(failure: ApiFailure): NonNullable<ChatApproval["failure"]> {
  if (failure.kind === "http" && failure.body?.error) {
    // A refusal of the approval itself (used, expired, not the user's) is final; a busy or failing server is not.
    return { text: failure.body.error, canRetry: failure.status === 429 || failure.status >= 500 };
  }
  return { text: chatTexts.requestFailed, canRetry: true };
}

/**
 * Sends the user's decision and writes what came of it into the chat's cache: the approval's new status and the
 * outcome as the assistant's message, as the server stores them; or, when refused, the server's reason on the card.
 */
async function decideApproval(queryClient: QueryClient, assistantKey: ChatKey, approvalId: string, decision: Decision) {
  const result = await postApprovalDecision(approvalId, decision);
  // A refetch still under way would overwrite what is about to be written.
  await queryClient.cancelQueries({ queryKey: chatHistoryQueryKey(assistantKey) });
  if (result.ok) {
    const outcome = createLocalMessage({
      role: "assistant",
      content: result.data.message,
      delivered: true,
      isNotice: false,
    });
    updateChatHistory(queryClient, assistantKey, (messages) => [
      ...replaceApproval(messages, approvalId, () => result.data.approval),
      outcome,
    ]);
    return;
  }
  const failure = readDecisionFailure(result);
  updateChatHistory(queryClient, assistantKey, (messages) =>
    replaceApproval(messages, approvalId, (approval) => ({ ...approval, failure })),
  );
}

/** Confirms or cancels one approval; whether it is under way survives the card leaving the screen and coming back. */
export function useApprovalDecision(assistantKey: ChatKey, approvalId: string) {
  const queryClient = useQueryClient();
  const mutationKey = approvalDecisionMutationKey(assistantKey, approvalId);
  const isDeciding = useIsMutating({ mutationKey }) > 0;
  const { mutate } = useMutation({
    mutationKey,
    mutationFn: (decision: Decision) => decideApproval(queryClient, assistantKey, approvalId, decision),
    // The outcome is stored as unread, but it answers the user's own click in the chat they are looking at.
    onSettled: async () => {
      const chatName = findAssistantChat(assistantKey)?.chatName;
      if (chatName) await markChatRead(chatName);
      await queryClient.invalidateQueries({ queryKey: latestMessagesQueryKey });
    },
  });
  return { isDeciding, decide: mutate };
}
