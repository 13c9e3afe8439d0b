import type { Approval, StoredChatMessage } from "@shifu/contract/chats";

/**
 * A write the assistant proposed, as its card shows it. `failure` holds why the last decision did not go through;
 * `canRetry` is false when the server refused the approval itself (used, expired, not the user's), so deciding again
 * could only fail again.
 */
export type ChatApproval = Approval & { failure?: { text: string; canRetry: boolean } };

/**
 * A message as the chat view shows it. `delivered` says the server has stored a user message; `isNotice` marks one of
 * the spec's error texts, shown as an assistant bubble but never part of the stored history; `isStreaming` marks a
 * reply still arriving; `replyFailed` marks a user's message whose reply failed, live or stored, until a retry works.
 */
export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  name?: string;
  delivered: boolean;
  isNotice: boolean;
  isStreaming?: boolean;
  replyFailed?: boolean;
  approvals?: readonly ChatApproval[];
};

function readTime(timestamp: string): number {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * Stored messages, oldest first as the spec shows them; all of them are on the server, so all are delivered. `page`
 * names the page they came in, so ids stay apart across pages.
 */
export function toChatMessages(stored: readonly StoredChatMessage[], page = "latest"): ChatMessage[] {
  return stored
    .map((message, index) => ({
      id: `stored-${page}-${index}`,
      role: message.role,
      content: message.content,
      timestamp: message.timestamp,
      ...(message.name ? { name: message.name } : {}),
      ...(message.approvals?.length ? { approvals: message.approvals } : {}),
      ...(message.replyFailed ? { replyFailed: true } : {}),
      delivered: true,
      isNotice: false,
    }))
    .toSorted((a, b) => readTime(a.timestamp) - readTime(b.timestamp));
}

let localMessageCount = 0;

/** A message written by this page before, or instead of, its stored copy; its id cannot clash with a stored one. */
export function createLocalMessage(
  message: Pick<ChatMessage, "role" | "content" | "delivered" | "isNotice">,
): ChatMessage {
  localMessageCount += 1;
  return { id: `local-${localMessageCount}`, timestamp: new Date().toISOString(), ...message };
}
