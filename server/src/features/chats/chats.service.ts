import type { ChatName, StoredChatMessage } from "@shifu/contract";
import type { Database } from "../../db/database";
import { chatMessages, chatReads } from "../../db/schema";
import { AppError } from "../../errors/app-error";

export type ChatsContext = { db: Database };

export async function appendChatMessage(
  db: Database,
  message: { userId: string; chatName: ChatName; role: "user" | "assistant"; content: string },
): Promise<StoredChatMessage & { id: string }> {
  const [row] = await db.insert(chatMessages).values(message).returning();
  if (!row) throw new AppError("INTERNAL");
  return { id: row.id, content: row.content, timestamp: row.createdAt.toISOString(), role: row.role };
}

export async function markChatRead(db: Database, userId: string, chatName: string, now = new Date()): Promise<void> {
  await db
    .insert(chatReads)
    .values({ userId, chatName, lastReadAt: now })
    .onConflictDoUpdate({ target: [chatReads.userId, chatReads.chatName], set: { lastReadAt: now } });
}
