import { SESSION_REMEMBER_DAYS } from "@shifu/contract";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { sessions, users } from "../../db/schema";
import { createSecretToken, hashSecretToken } from "../../security/secret-token";
import { DAY_MS, HOUR_MS } from "../../time-spans";
import { type CachedSession, forgetSessionsEverywhere } from "./session-cache";

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

/** The live session a token names, read from the database (touching it at most once a minute), or null. */
export async function findActiveSession(db: Database, token: string, now = new Date()): Promise<ActiveSession | null> {
  const found = await readActiveSession(db, hashSecretToken(token), now);
  return found && { sessionId: found.sessionId, userId: found.userId, email: found.email };
}

export async function readActiveSession(
  db: Database,
  tokenHash: string,
  now = new Date(),
): Promise<CachedSession | null> {
  const [row] = await db
    .select({ session: sessions, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const { session } = row;
  const lifetime = session.remember ? sessionLifetimes.remember : sessionLifetimes.browser;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (idleFor > lifetime.idleMs) {
    await deleteSession(db, session.id);
    return null;
  }
  let lastSeenAt = session.lastSeenAt;
  if (idleFor > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    lastSeenAt = now;
  }
  return {
    sessionId: session.id,
    userId: session.userId,
    email: row.email,
    remember: session.remember,
    expiresAt: session.expiresAt.getTime(),
    lastSeenAt: lastSeenAt.getTime(),
  };
}

/**
 * Whether a cached session may answer without the database at `now`: before its absolute expiry, and recently
 * enough seen that neither the idle expiry nor the once-a-minute touch is due (both need the row).
 */
export function isServableFromCache(entry: CachedSession, now: number): boolean {
  return now < entry.expiresAt && now - entry.lastSeenAt <= TOUCH_INTERVAL_MS;
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ tokenHash: sessions.tokenHash });
  await forgetSessionsEverywhere(
    db,
    deleted.map((row) => row.tokenHash),
  );
}

export async function deleteSessionsOfUser(db: Database, userId: string): Promise<void> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  await forgetSessionsEverywhere(
    db,
    deleted.map((row) => row.tokenHash),
  );
}
