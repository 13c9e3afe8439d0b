import { SESSION_REMEMBER_DAYS } from "@shifu/contract";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { sessions, users } from "../../db/schema";
import { createSecretToken, hashSecretToken } from "../../security/secret-token";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Absolute and idle lifetimes: a remembered session outlives browser restarts, a plain one ends sooner. */
export const sessionLifetimes = {
  remember: { absoluteMs: SESSION_REMEMBER_DAYS * DAY_MS, idleMs: 14 * DAY_MS },
  browser: { absoluteMs: 7 * DAY_MS, idleMs: 12 * HOUR_MS },
} as const;

/** last_seen_at is written at most this often, so reading a session is not a write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export type ActiveSession = { sessionId: string; userId: string; email: string };

export async function createSession(
  db: Database,
  userId: string,
  remember: boolean,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = createSecretToken();
  const lifetime = remember ? sessionLifetimes.remember : sessionLifetimes.browser;
  const expiresAt = new Date(now.getTime() + lifetime.absoluteMs);
  await db.insert(sessions).values({ tokenHash: hashSecretToken(token), userId, remember, expiresAt, lastSeenAt: now });
  return { token, expiresAt };
}

export async function findActiveSession(db: Database, token: string, now = new Date()): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ session: sessions, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashSecretToken(token)), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const { session } = row;
  const lifetime = session.remember ? sessionLifetimes.remember : sessionLifetimes.browser;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (idleFor > lifetime.idleMs) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (idleFor > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  return { sessionId: session.id, userId: session.userId, email: row.email };
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
