import type { MessageResponse } from "@shifu/contract/accounts";
import type {
  ApprovalDecisionRequest,
  ApprovalDecisionResponse,
  ChatHistoryResponse,
  ChatKey,
} from "@shifu/contract/chats";
import { CHAT_HISTORY_MAX_MESSAGES, CHAT_MESSAGE_MAX_LENGTH, DEFAULT_ASSISTANT_KEY } from "@shifu/contract/plain/chats";
import { callApi } from "../../../shared/api-client";
import { readChatHistoryPath } from "./chat-history-path";
import { type ChatMessage, toChatMessages } from "./chat-message";
import { readIsoTimestamp } from "./format-message-time";

/**
 * One page of an assistant's stored history, the newest when `before` is absent; throws when it cannot be loaded,
 * which the view shows as empty. Ids carry the page's cursor, so a page loaded later never reuses one.
 */
export async function fetchChatHistoryPage(
  assistantKey: ChatKey,
  before?: string,
): Promise<{ messages: ChatMessage[]; before?: string }> {
  const path = readChatHistoryPath(assistantKey, before);
  const result = await callApi<ChatHistoryResponse>({ method: "GET", path });
  if (!result.ok) throw new Error(`GET /get_${assistantKey}_chat falló (${result.kind})`);
  const messages = toChatMessages(result.data.messages, before ?? "latest");
  return result.data.before ? { messages, before: result.data.before } : { messages };
}

export type OutgoingMessage = { role: "user" | "assistant"; content: string; timestamp?: string };

/**
 * The spec sends the full history plus the new message. The server reads only the last one and caps a request at
 * CHAT_HISTORY_MAX_MESSAGES messages of CHAT_MESSAGE_MAX_LENGTH characters, so a long chat sends its newest part.
 */
export function buildOutgoingMessages(history: readonly ChatMessage[], newMessage: ChatMessage): OutgoingMessage[] {
  return [...history.filter((message) => !message.isNotice), newMessage]
    .slice(-CHAT_HISTORY_MAX_MESSAGES)
    .map((message) => {
      const timestamp = readIsoTimestamp(message.timestamp);
      return {
        role: message.role,
        content: message.content.slice(0, CHAT_MESSAGE_MAX_LENGTH),
        ...(timestamp ? { timestamp } : {}),
      };
    });
}

/** The spec's reply path: the general assistant's, or the app's own. */
export function readChatReplyPath(assistantKey: ChatKey): `/${string}` {
  return assistantKey === DEFAULT_ASSISTANT_KEY ? "/api/chatAi" : `/api/chat/${assistantKey}`;
}

/** Clears the chat's unread count on the server. */
export function markChatRead(chatName: string) {
  return callApi<MessageResponse>({
    method: "POST",
    path: "/mark_chat_read",
    json: { chat_name: chatName },
  });
}

/** Runs or drops a write the assistant proposed; the server answers the outcome, which it also stores in the chat. */
export function postApprovalDecision(approvalId: string, decision: ApprovalDecisionRequest["decision"]) {
  return callApi<ApprovalDecisionResponse>({
    method: "POST",
    path: `/api/approvals/${encodeURIComponent(approvalId)}`,
    json: { decision },
  });
}
