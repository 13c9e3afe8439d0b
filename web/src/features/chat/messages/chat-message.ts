import type { StoredChatMessage } from "@shifu/contract";

/**
 * A message as the chat view shows it. `delivered` says the server has stored a user message; `isNotice` marks one of
 * the spec's error texts, shown as an assistant bubble but never part of the stored history.
 */
export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  name?: string;
  delivered: boolean;
  isNotice: boolean;
};

function readTime(timestamp: string): number {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? 0 : time;
}

/** The stored history, oldest first as the spec shows it; all of it is on the server, so all of it is delivered. */
export function toChatMessages(stored: readonly StoredChatMessage[]): ChatMessage[] {
  return stored
    .map((message, index) => ({
      id: `stored-${index}`,
      role: message.role,
      content: message.content,
      timestamp: message.timestamp,
      ...(message.name ? { name: message.name } : {}),
      delivered: true,
      isNotice: false,
    }))
    .toSorted((a, b) => readTime(a.timestamp) - readTime(b.timestamp));
}
