import type { AssistantKey } from "@shifu/contract";
import type { QueryClient } from "@tanstack/react-query";
import type { ChatMessage } from "./chat-message";

export function chatHistoryQueryKey(assistantKey: AssistantKey) {
  return ["chat-history", assistantKey] as const;
}

/**
 * Rewrites one chat's messages in the query cache, the chat view's only store: a reply or an outcome written here
 * lands in its own chat even when another one is on screen.
 */
export function updateChatHistory(
  queryClient: QueryClient,
  assistantKey: AssistantKey,
  update: (messages: ChatMessage[]) => ChatMessage[],
) {
  queryClient.setQueryData<ChatMessage[]>(chatHistoryQueryKey(assistantKey), (current = []) => update(current));
}

/** Puts `message` in place of the one with its id, or after the others when it is new. */
export function upsertMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  return messages.some((current) => current.id === message.id)
    ? messages.map((current) => (current.id === message.id ? message : current))
    : [...messages, message];
}
