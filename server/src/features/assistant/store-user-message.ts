import type { ChatName } from "@shifu/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { chatMessages } from "../../db/schema";
import { appendChatMessage } from "../chats/chats.service";

type UserMessage = { userId: string; chatName: ChatName; content: string };

/**
 * Stores the user's message, unless it retries the chat's newest message, the same text whose reply failed: then that
 * row is the one answered, so a retry leaves no copy behind.
 */
export async function storeUserMessage(db: Database, message: UserMessage): Promise<{ id: string; retried: boolean }> {
  const [newest] = await db
    .select({
      id: chatMessages.id,
      role: chatMessages.role,
      content: chatMessages.content,
      failedAt: chatMessages.replyFailedAt,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, message.userId), eq(chatMessages.chatName, message.chatName)))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  if (newest?.role === "user" && newest.failedAt && newest.content === message.content)
    return { id: newest.id, retried: true };
  const stored = await appendChatMessage(db, { ...message, role: "user" });
  return { id: stored.id, retried: false };
}

/** Says whether the message got its reply, so the chat shows a failed mark, after a reload too, until a retry works. */
export async function recordReplyOutcome(db: Database, messageId: string, outcome: { failed: boolean }): Promise<void> {
  await db
    .update(chatMessages)
    .set({ replyFailedAt: outcome.failed ? new Date() : null })
    .where(eq(chatMessages.id, messageId));
}
