import type { ChatName } from "@shifu/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { chatMessages } from "../../db/schema";
import { AppError } from "../../errors/app-error";

type UserMessage = { userId: string; chatName: ChatName; content: string };

/**
 * Stores the user's message, unless it retries the chat's newest message, the same text whose reply failed: then that
 * row is the one answered, so a retry leaves no copy behind. The message is stored already due to fail at
 * `replyDeadline`: only a stored reply clears that, so a reply lost to anything (the database going away, the process
 * dying) reads as failed once the deadline passes, never as delivered.
 */
export async function storeUserMessage(
  db: Database,
  message: UserMessage,
  replyDeadline: Date,
  now = new Date(),
): Promise<{ id: string; retried: boolean }> {
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
  if (newest?.role === "user" && isReplyFailed(newest.failedAt, now) && newest.content === message.content) {
    await db.update(chatMessages).set({ replyFailedAt: replyDeadline }).where(eq(chatMessages.id, newest.id));
    return { id: newest.id, retried: true };
  }
  const [stored] = await db
    .insert(chatMessages)
    .values({ ...message, role: "user", replyFailedAt: replyDeadline })
    .returning({ id: chatMessages.id });
  if (!stored) throw new AppError("INTERNAL");
  return { id: stored.id, retried: false };
}

/** Whether a user's message reads as unanswered: its reply failed, or never came by its deadline. */
export function isReplyFailed(replyFailedAt: Date | null, now = new Date()): boolean {
  return replyFailedAt !== null && replyFailedAt <= now;
}

/** Says whether the message got its reply, so the chat shows a failed mark, after a reload too, until a retry works. */
export async function recordReplyOutcome(db: Database, messageId: string, outcome: { failed: boolean }): Promise<void> {
  await db
    .update(chatMessages)
    .set({ replyFailedAt: outcome.failed ? new Date() : null })
    .where(eq(chatMessages.id, messageId));
}
