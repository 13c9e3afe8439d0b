import type { ChatKey } from "@shifu/contract/chats";
import { isMcpAppKey, toMcpServerId } from "@shifu/contract/plain/mcp-servers";

/** How many messages the chat loads at once: the newest on opening, then as many older ones per scroll to the top. */
export const CHAT_HISTORY_PAGE_SIZE = 50;

/**
 * The path of one page of an assistant's history, the newest when `before` is absent. Kept free of other imports:
 * the entry starts the first chat's newest page with it before the workspace's code has loaded.
 */
export function readChatHistoryPath(assistantKey: ChatKey, before?: string): `/${string}` {
  const query = new URLSearchParams({ limit: String(CHAT_HISTORY_PAGE_SIZE), ...(before ? { before } : {}) });
  if (isMcpAppKey(assistantKey)) return `/api/mcp-servers/${toMcpServerId(assistantKey)}/chat?${query}`;
  return `/get_${assistantKey}_chat?${query}`;
}
