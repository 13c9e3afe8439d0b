import type { ChatName, StoredChatMessage } from "@shifu/contract";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { chatMessages, chatReads } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { forgetChatList } from "./chat-list-cache";

export type ChatsContext = { db: Database };

export async function appendChatMessage(
  db: Database,
  message: {
    userId: string;
    chatName: ChatName;
    role: "user" | "assistant";
    content: string;
    /** An assistant reply's tool calls in short form (features/assistant/tool-trace.ts). */
    toolTrace?: (typeof chatMessages.$inferInsert)["toolTrace"];
  },
): Promise<StoredChatMessage & { id: string }> {
  const [row] = await db.insert(chatMessages).values(message).returning();
  if (!row) throw new AppError("INTERNAL");
  // A streamed reply is stored after its answer has started, past the hook that drops a writer's cached entries.
  forgetChatList(db, message.userId);
  return { id: row.id, content: row.content, timestamp: row.createdAt.toISOString(), role: row.role };
}

/**
 * Marks the chat read up to its newest message now: a mark by position, not by clock, so a reply stored in the same
 * instant as the mark is never both before and after it.
 */
export async function markChatRead(db: Database, userId: string, chatName: string): Promise<void> {
  const newest = sql`(select coalesce(max(${chatMessages.seq}), 0) from ${chatMessages}
    where ${chatMessages.userId} = ${userId} and ${chatMessages.chatName} = ${chatName})`;
  await db
    .insert(chatReads)
    .values({ userId, chatName, lastReadSeq: newest })
    .onConflictDoUpdate({ target: [chatReads.userId, chatReads.chatName], set: { lastReadSeq: newest } });
}
