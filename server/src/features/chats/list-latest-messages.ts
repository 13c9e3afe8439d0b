import { assistantChats, type LatestMessage } from "@shifu/contract";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { chatMessages, chatReads } from "../../db/schema";

const CHAT_NAMES = sql.join(
  assistantChats.map((chat) => sql`${chat.chatName}`),
  sql`, `,
);

/**
 * The newest message of every chat the user has, with how many assistant messages arrived since it was opened.
 * The chats are the contract's fixed list, so each is one step down `chat_messages_history_idx` for its newest
 * message and one index-only range of `chat_messages_unread_idx` for its unread count, however long the history.
 */
export async function listLatestMessages(db: Database, userId: string): Promise<LatestMessage[]> {
  // Both drivers answer execute() with { rows }; the shared PgDatabase type cannot say so.
  const result = (await db.execute(sql`
    select c.chat_name, newest.content, unread.unread_count
    from unnest(array[${CHAT_NAMES}]::text[]) as c(chat_name)
    cross join lateral (
      select m.content from ${chatMessages} m
      where m.user_id = ${userId} and m.chat_name = c.chat_name
      order by m.created_at desc, m.id desc
      limit 1
    ) newest
    left join ${chatReads} r on r.user_id = ${userId} and r.chat_name = c.chat_name
    cross join lateral (
      select count(*)::int as unread_count from ${chatMessages} u
      where u.user_id = ${userId} and u.chat_name = c.chat_name and u.role = 'assistant'
        and u.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
    ) unread
    order by c.chat_name`)) as unknown as { rows: LatestMessage[] };
  return result.rows.map((row) => ({ ...row, unread_count: Number(row.unread_count) }));
}
