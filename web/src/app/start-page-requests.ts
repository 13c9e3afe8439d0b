import type { AssistantKey } from "@shifu/contract/chats";
import type { WebRoutePath } from "@shifu/contract/web-routes";
import { readChatHistoryPath } from "../features/chat/messages/chat-history-path";
import { startEarlyRequest } from "../shared/early-responses";

/**
 * The chat the workspace opens on: the general assistant's (the workspace's initial state, which a test holds this
 * to). Spelled out here because the contract module that names it would bring its schemas into the entry.
 */
export const FIRST_CHAT_KEY: AssistantKey = "shifu";

/**
 * Starts what a page will ask for first, from the entry, so it travels beside the page's chunks instead of after
 * them: for the workspace, the session check its loader makes and the newest page of the chat it opens on. The
 * cookie names the user, so neither needs the other's answer. A request nobody takes (a redirect to /login) costs
 * one small answer.
 */
export function startPageRequests(route: WebRoutePath): void {
  if (route !== "/chat") return;
  startEarlyRequest("/get_user");
  startEarlyRequest(readChatHistoryPath(FIRST_CHAT_KEY));
}
