import type { ChatKey } from "@shifu/contract/chats";
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import { fetchChatHistoryPage } from "./chat-api";
import type { ChatMessage } from "./chat-message";

/** One page as the server answered it; `before` asks for the page older than this one, absent at the first message. */
export type ChatHistoryPage = { messages: ChatMessage[]; before?: string };
/** The loaded pages, newest first, so that a refetch walks them again from the newest. */
export type ChatHistoryData = InfiniteData<ChatHistoryPage, string | undefined>;

export function chatHistoryQueryKey(assistantKey: ChatKey) {
  return ["chat-history", assistantKey] as const;
}

/** The loaded pages as one conversation, oldest first. */
export function flattenChatHistory(data: ChatHistoryData): ChatMessage[] {
  return data.pages.toReversed().flatMap((page) => page.messages);
}

export function chatHistoryQueryOptions(assistantKey: ChatKey) {
  return infiniteQueryOptions({
    queryKey: chatHistoryQueryKey(assistantKey),
    queryFn: ({ pageParam }) => fetchChatHistoryPage(assistantKey, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ChatHistoryPage) => page.before,
  });
}

/**
 * Rewrites one chat's messages in the query cache, the chat view's only store: a reply or an outcome written here
 * lands in its own chat even when another one is on screen. Each message stays in the page it came in; a new one
 * joins the newest page.
 */
export function updateChatHistory(
  queryClient: QueryClient,
  assistantKey: ChatKey,
  update: (messages: ChatMessage[]) => ChatMessage[],
) {
  queryClient.setQueryData<ChatHistoryData>(chatHistoryQueryKey(assistantKey), (current) => {
    if (!current || current.pages.length === 0) return { pages: [{ messages: update([]) }], pageParams: [undefined] };
    const pageOf = new Map<string, number>();
    current.pages.forEach((page, index) => {
      for (const message of page.messages) pageOf.set(message.id, index);
    });
    const buckets = current.pages.map((): ChatMessage[] => []);
    for (const message of update(flattenChatHistory(current))) buckets[pageOf.get(message.id) ?? 0]?.push(message);
    return { ...current, pages: current.pages.map((page, index) => ({ ...page, messages: buckets[index] ?? [] })) };
  });
}

/** Puts `message` in place of the one with its id, or after the others when it is new. */
export function upsertMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  return messages.some((current) => current.id === message.id)
    ? messages.map((current) => (current.id === message.id ? message : current))
    : [...messages, message];
}
