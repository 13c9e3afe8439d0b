import {
  CHAT_HISTORY_PAGE_DEFAULT,
  CHAT_HISTORY_PAGE_MAX,
  type ChatName,
  chatMessages as chatTexts,
  type StoredChatMessage,
} from "@shifu/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "../../db/database";
import { chatMessages } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { listApprovalsOfChat } from "../approvals/approvals.service";

export type ChatHistoryPage = { messages: StoredChatMessage[]; before?: string };

export type Cursor = { at: string; id: string };

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The cursor carries the row's created_at to the microsecond, as PostgreSQL stores it: a JavaScript Date keeps only
 * milliseconds, and rounding would skip or repeat rows stored within the same millisecond.
 */
function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString("base64url");
}

function decodeCursor(value: string): Cursor {
  const [at = "", id = "", ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !CURSOR_TIME.test(at) || Number.isNaN(Date.parse(at)) || !UUID.test(id)) {
    throw new AppError("BAD_REQUEST", { message: chatTexts.badHistoryCursor });
  }
  return { at, id };
}

/** The rows of one page, newest first; exported so a test can read this exact query's plan. */
export function selectHistoryRows(
  db: Database,
  query: { userId: string; chatName: string; cursor?: Cursor; limit: number },
) {
  const { cursor } = query;
  return db
    .select({
      row: chatMessages,
      cursorAt: sql<string>`to_char(${chatMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, query.userId),
        eq(chatMessages.chatName, query.chatName),
        cursor
          ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(query.limit);
}

function isPglite(db: Database): boolean {
  return db instanceof PgliteDatabase;
}

/**
 * PGlite has no autovacuum, so its tables are never analyzed: without statistics the planner guesses that a user's
 * chat holds a couple of rows and reads all of it through a bitmap scan and a sort (0.6 s at 100,000 messages). The
 * page is read with those two plans off, which leaves the backward walk along the history index. PostgreSQL keeps
 * its statistics and plans the page query that way by itself (checked in chat-history.test.ts), in one round trip.
 */
async function readHistoryRows(db: Database, query: Parameters<typeof selectHistoryRows>[1]) {
  if (!isPglite(db)) return selectHistoryRows(db, query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    return selectHistoryRows(tx, query);
  });
}

/**
 * One page of a chat, oldest first, walking back from the newest message: the page ends at `before` (the newest chat
 * page when absent) and holds at most `limit` messages. The call without either answers the newest
 * CHAT_HISTORY_PAGE_MAX, the spec's whole history for any chat shorter than that. The keyset order (created_at, id)
 * is the one the (user_id, chat_name, created_at, id) index holds, so a page costs the same at any depth.
 */
export async function listChatHistory(
  db: Database,
  userId: string,
  chatName: ChatName,
  page: { limit?: number; before?: string } = {},
): Promise<ChatHistoryPage> {
  const cursor = page.before === undefined ? undefined : decodeCursor(page.before);
  const limit = page.limit ?? (cursor ? CHAT_HISTORY_PAGE_DEFAULT : CHAT_HISTORY_PAGE_MAX);
  const rows = await readHistoryRows(db, { userId, chatName, cursor, limit: limit + 1 });
  const pageRows = rows.slice(0, limit).reverse();
  const oldest = pageRows[0];
  const approvalsByMessage = await listApprovalsOfChat(
    db,
    userId,
    chatName,
    pageRows.map(({ row }) => row.id),
  );
  const messages = pageRows.map(({ row }) => {
    const proposed = approvalsByMessage.get(row.id);
    return {
      content: row.content,
      timestamp: row.createdAt.toISOString(),
      role: row.role,
      ...(row.name ? { name: row.name } : {}),
      ...(proposed ? { approvals: proposed } : {}),
      ...(row.replyFailedAt ? { replyFailed: true as const } : {}),
    };
  });
  return rows.length > limit && oldest
    ? { messages, before: encodeCursor({ at: oldest.cursorAt, id: oldest.row.id }) }
    : { messages };
}
