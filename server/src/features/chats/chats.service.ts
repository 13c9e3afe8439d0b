import type { ChatName, LatestMessage, StoredChatMessage } from "@shifu/contract";
import { sql } from "drizzle-orm";
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
