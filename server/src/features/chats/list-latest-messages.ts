import type { LatestMessage } from "@shifu/contract";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { chatMessages, chatReads } from "../../db/schema";

/**
 * The newest message of every chat the user has, with how many assistant messages arrived since it was opened.
 * The user's chats are found by skipping down `chat_messages_history_idx` one chat at a time (a recursive "loose
 * index scan"), then each chat costs one step down that index for its newest message and one index-only range of
 * `chat_messages_unread_idx` for its unread count, however long its history.
 */
export async function listLatestMessages(db: Database, userId: string): Promise<LatestMessage[]> {
  // Both drivers answer execute() with { rows }; the shared PgDatabase type cannot say so.
  const result = (await db.execute(sql`
    with recursive chats(chat_name) as (
      (select m.chat_name from ${chatMessages} m where m.user_id = ${userId} order by m.chat_name limit 1)
      union all
      select (
        select m.chat_name from ${chatMessages} m
        where m.user_id = ${userId} and m.chat_name > chats.chat_name
        order by m.chat_name limit 1
      )
      from chats where chats.chat_name is not null
    )
    select c.chat_name, newest.content, unread.unread_count
    from chats c
    cross join lateral (
      select m.content from ${chatMessages} m
      where m.user_id = ${userId} and m.chat_name = c.chat_name
      order by m.seq desc
      limit 1
    ) newest
    left join ${chatReads} r on r.user_id = ${userId} and r.chat_name = c.chat_name
    cross join lateral (
      select count(*)::int as unread_count from ${chatMessages} u
      where u.user_id = ${userId} and u.chat_name = c.chat_name and u.role = 'assistant'
        and u.seq > coalesce(r.last_read_seq, 0)
    ) unread
    where c.chat_name is not null
    order by c.chat_name`)) as unknown as { rows: LatestMessage[] };
  return result.rows.map((row) => ({ ...row, unread_count: Number(row.unread_count) }));
}
