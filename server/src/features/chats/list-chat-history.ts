import {
  CHAT_HISTORY_PAGE_DEFAULT,
  CHAT_HISTORY_PAGE_MAX,
  type ChatName,
  chatMessages as chatTexts,
  type StoredChatMessage,
} from "@shifu/contract";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "../../db/database";
import { chatMessages } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { listApprovalsOfChat } from "../approvals/approvals.service";
import { isReplyFailed } from "../assistant/store-user-message";

export type ChatHistoryPage = { messages: StoredChatMessage[]; before?: string };

/** The seq of the oldest message of the page before, which the next page continues below. */
export type Cursor = { seq: number };

const SEQ = /^s(\d{1,15})$/;
const LEGACY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`s${cursor.seq}`).toString("base64url");
}

/**
 * A cursor is the seq of a row. One made before seq existed (decision 22) held that row's time and id: it still
 * works, read as the seq of the row it names, so a page open across an upgrade goes on scrolling.
 */
async function decodeCursor(db: Database, scope: { userId: string; chatName: string }, value: string): Promise<Cursor> {
  const text = Buffer.from(value, "base64url").toString("utf8");
  const seq = SEQ.exec(text)?.[1];
  if (seq !== undefined) return { seq: Number(seq) };
  const [at = "", id = "", ...rest] = text.split("|");
  if (rest.length === 0 && LEGACY_TIME.test(at) && UUID.test(id)) {
    const [row] = await db
      .select({ seq: chatMessages.seq })
      .from(chatMessages)
      .where(
        and(eq(chatMessages.id, id), eq(chatMessages.userId, scope.userId), eq(chatMessages.chatName, scope.chatName)),
      );
    if (row) return { seq: row.seq };
  }
  throw new AppError("BAD_REQUEST", { message: chatTexts.badHistoryCursor });
}

/** The rows of one page, newest first; exported so a test can read this exact query's plan. */
export function selectHistoryRows(
  db: Database,
  query: { userId: string; chatName: string; cursor?: Cursor; limit: number },
) {
  const { cursor } = query;
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, query.userId),
        eq(chatMessages.chatName, query.chatName),
        cursor ? lt(chatMessages.seq, cursor.seq) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.seq))
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
 * CHAT_HISTORY_PAGE_MAX, the spec's whole history for any chat shorter than that. The keyset order, seq, is the one
 * the (user_id, chat_name, seq) index holds, so a page costs the same at any depth.
 */
export async function listChatHistory(
  db: Database,
  userId: string,
  chatName: ChatName,
  page: { limit?: number; before?: string } = {},
): Promise<ChatHistoryPage> {
  const cursor = page.before === undefined ? undefined : await decodeCursor(db, { userId, chatName }, page.before);
  const limit = page.limit ?? (cursor ? CHAT_HISTORY_PAGE_DEFAULT : CHAT_HISTORY_PAGE_MAX);
  const rows = await readHistoryRows(db, { userId, chatName, cursor, limit: limit + 1 });
  const pageRows = rows.slice(0, limit).reverse();
  const oldest = pageRows[0];
  const approvalsByMessage = await listApprovalsOfChat(
    db,
    userId,
    chatName,
    pageRows.map((row) => row.id),
  );
  const messages = pageRows.map((row) => {
    const proposed = approvalsByMessage.get(row.id);
    return {
      content: row.content,
      timestamp: row.createdAt.toISOString(),
      role: row.role,
      ...(row.name ? { name: row.name } : {}),
      ...(proposed ? { approvals: proposed } : {}),
      ...(isReplyFailed(row.replyFailedAt) ? { replyFailed: true as const } : {}),
    };
  });
  return rows.length > limit && oldest ? { messages, before: encodeCursor({ seq: oldest.seq }) } : { messages };
}
