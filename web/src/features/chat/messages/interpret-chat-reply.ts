import type { ApiResult } from "../../../shared/api-client";
import { chatTexts } from "./chat-texts";

export type ChatReplyOutcome = {
  /** What the assistant bubble shows: the answer, or one of the spec's error texts. */
  text: string;
  isNotice: boolean;
  /** Whether the server has stored the user's message. */
  delivered: boolean;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function readAnswer(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.message === "string") return body.message;
  if (isRecord(body.message) && isRecord(body.message.result) && typeof body.message.result.message === "string") {
    return body.message.result.message;
  }
  return undefined;
}

/**
 * The spec's §8 rules for a chat reply. The server stores the user's message before it asks the assistant, so any
 * answer at or above 500 (the assistant failing or missing) means the message was kept; a 4xx refused it unstored and
 * a network failure never reached the server.
 */
export function interpretChatReply(result: ApiResult<unknown>): ChatReplyOutcome {
  if (result.ok) {
    const answer = readAnswer(result.data);
    if (answer !== undefined) return { text: answer, isNotice: false, delivered: true };
    const error = isRecord(result.data) ? result.data.error : undefined;
    if (typeof error === "string" && error)
      return { text: chatTexts.replyFailed(error), isNotice: true, delivered: true };
    return { text: chatTexts.replyNotUnderstood, isNotice: true, delivered: true };
  }
  if (result.kind === "http" && result.body?.error) {
    return { text: chatTexts.replyFailed(result.body.error), isNotice: true, delivered: result.status >= 500 };
  }
  if (result.kind === "http") return { text: chatTexts.requestFailed, isNotice: true, delivered: result.status >= 500 };
  return { text: chatTexts.requestFailed, isNotice: true, delivered: false };
}
