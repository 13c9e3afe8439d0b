import {
  type ApprovalDecisionRequest,
  ApprovalDecisionResponseSchema,
  type AssistantKey,
  CHAT_HISTORY_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  ChatHistoryResponseSchema,
  DEFAULT_ASSISTANT_KEY,
  MessageResponseSchema,
} from "@shifu/contract";
import { callApi } from "../../../shared/api-client";
import { type ChatMessage, toChatMessages } from "./chat-message";
import { readIsoTimestamp } from "./format-message-time";

/** The stored history of one assistant's chat; throws when it cannot be loaded, which the view shows as empty. */
export async function fetchChatHistory(assistantKey: AssistantKey): Promise<ChatMessage[]> {
  const result = await callApi({ method: "GET", path: `/get_${assistantKey}_chat`, schema: ChatHistoryResponseSchema });
  if (!result.ok) throw new Error(`GET /get_${assistantKey}_chat falló (${result.kind})`);
  return toChatMessages(result.data.messages);
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
export function readChatReplyPath(assistantKey: AssistantKey): `/${string}` {
  return assistantKey === DEFAULT_ASSISTANT_KEY ? "/api/chatAi" : `/api/chat/${assistantKey}`;
}

/** Clears the chat's unread count on the server. */
export function markChatRead(chatName: string) {
  return callApi({
    method: "POST",
    path: "/mark_chat_read",
    schema: MessageResponseSchema,
    json: { chat_name: chatName },
  });
}

/** Runs or drops a write the assistant proposed; the server answers the outcome, which it also stores in the chat. */
export function postApprovalDecision(approvalId: string, decision: ApprovalDecisionRequest["decision"]) {
  return callApi({
    method: "POST",
    path: `/api/approvals/${encodeURIComponent(approvalId)}`,
    schema: ApprovalDecisionResponseSchema,
    json: { decision },
  });
}
