import {
  type AssistantKey,
  type ChatName,
  chatMessages as chatTexts,
  type LatestMessage,
  type StoredChatMessage,
} from "@shifu/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { chatMessages, chatReads } from "../../db/schema";
import { AppError } from "../../errors/app-error";

/** Produces the assistant's answer to a chat; the assistant feature provides it. */
export type ReplyToChat = (input: {
  userId: string;
  assistantKey: AssistantKey;
  history: StoredChatMessage[];
}) => Promise<string>;

export type ChatsContext = { db: Database; replyToChat: ReplyToChat | undefined };

export async function listChatHistory(db: Database, userId: string, chatName: ChatName): Promise<StoredChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.chatName, chatName)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map((row) => ({
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    role: row.role,
    ...(row.name ? { name: row.name } : {}),
  }));
}

export async function appendChatMessage(
  db: Database,
  message: { userId: string; chatName: ChatName; role: "user" | "assistant"; content: string },
): Promise<StoredChatMessage> {
  const [row] = await db.insert(chatMessages).values(message).returning();
  if (!row) throw new AppError("INTERNAL");
  return { content: row.content, timestamp: row.createdAt.toISOString(), role: row.role };
}

/**
 * Stores the user's new message first, so it is kept even when no answer comes, then asks the assistant and stores
 * its answer.
 */
export async function sendChatMessage(
  context: ChatsContext,
  input: { userId: string; assistantKey: AssistantKey; chatName: ChatName; content: string },
): Promise<string> {
  const content = input.content.trim();
  if (!content) throw new AppError("BAD_REQUEST", { message: chatTexts.emptyMessage });
  await appendChatMessage(context.db, { userId: input.userId, chatName: input.chatName, role: "user", content });
  if (!context.replyToChat) throw new AppError("UNAVAILABLE", { message: chatTexts.assistantUnavailable });
  const history = await listChatHistory(context.db, input.userId, input.chatName);
  const reply = await context.replyToChat({ userId: input.userId, assistantKey: input.assistantKey, history });
  await appendChatMessage(context.db, {
    userId: input.userId,
    chatName: input.chatName,
    role: "assistant",
    content: reply,
  });
  return reply;
}

export async function markChatRead(db: Database, userId: string, chatName: string, now = new Date()): Promise<void> {
  await db
    .insert(chatReads)
    .values({ userId, chatName, lastReadAt: now })
    .onConflictDoUpdate({ target: [chatReads.userId, chatReads.chatName], set: { lastReadAt: now } });
}

/** The newest message of every chat the user has, with how many assistant messages arrived since it was opened. */
export async function listLatestMessages(db: Database, userId: string): Promise<LatestMessage[]> {
  // Both drivers answer execute() with { rows }; the shared PgDatabase type cannot say so.
  const result = (await db.execute(sql`
    select distinct on (m.chat_name)
      m.chat_name,
      m.content,
      (
        select count(*)::int from ${chatMessages} u
        where u.user_id = m.user_id and u.chat_name = m.chat_name and u.role = 'assistant'
          and u.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
      ) as unread_count
    from ${chatMessages} m
    left join ${chatReads} r on r.user_id = m.user_id and r.chat_name = m.chat_name
    where m.user_id = ${userId}
    order by m.chat_name, m.created_at desc, m.id desc`)) as unknown as { rows: LatestMessage[] };
  return result.rows.map((row) => ({ ...row, unread_count: Number(row.unread_count) }));
}
