import { chatMessages as chatTexts } from "@shifu/contract";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rateLimitCounters } from "../../db/schema";
import { AppError } from "../../errors/app-error";

function startOfNextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Counts one message against the user's daily cap, atomically in the shared counters table so every instance agrees,
 * and refuses it once the cap is reached. The day ends at midnight UTC.
 */
export async function consumeDailyMessage(
  db: Database,
  userId: string,
  limit: number,
  now = new Date(),
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const resetAt = startOfNextUtcDay(now);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: `assistant-daily:${userId}:${day}`, count: 1, resetAt })
    .onConflictDoUpdate({ target: rateLimitCounters.key, set: { count: sql`${rateLimitCounters.count} + 1` } })
    .returning({ count: rateLimitCounters.count });
  if ((row?.count ?? 0) > limit) {
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
    throw new AppError("RATE_LIMITED", {
      message: chatTexts.dailyLimitReached(limit),
      headers: { "retry-after": String(retryAfter) },
    });
  }
}
