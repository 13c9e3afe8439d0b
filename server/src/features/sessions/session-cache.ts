import type { Database } from "../../db/database";
import { listenForAnnouncements } from "../../db/listen-for-announcements";
import type { ActiveSession } from "./sessions.service";

/** The channel the `sessions` delete trigger (migration 0009) announces a revoked session's token hash on. */
export const SESSION_REVOKED_CHANNEL = "shifu_session_revoked";

/** A live session as read from its row: enough to check both expiries without the database. */
export type CachedSession = ActiveSession & { remember: boolean; expiresAt: number; lastSeenAt: number };

export type SessionCache = {
  /** Whether entries may be served: false while the revocation listener is not connected. */
  readonly healthy: boolean;
  /** Changes whenever a session is revoked or the cache is flushed; `remember` refuses a stamp taken before. */
  stamp(): number;
  read(tokenHash: string): CachedSession | undefined;
  remember(tokenHash: string, entry: CachedSession, stamp: number): void;
  forget(tokenHash: string): void;
  /**
   * Resolves once the database's announcement of each of these revoked sessions has come back to this instance
   * (so it has been sent to every instance), after `timeoutMs`, or at once while the listener is down.
   */
  awaitAnnouncements(tokenHashes: string[], timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

type SessionCacheOptions = {
  maxEntries?: number;
  reconnectDelayMs?: number;
  onListenerError?: (error: Error) => void;
};

const DEFAULT_MAX_ENTRIES = 50_000;
const DEFAULT_RECONNECT_DELAY_MS = 1_000;
/** How long a logout waits for its announcement; PostgreSQL sends it at commit, so this only bounds a stall. */
const ANNOUNCEMENT_WAIT_MS = 2_000;
/** Announcements remembered, so one that arrives before anyone waits for it still counts. */
const RECENT_ANNOUNCEMENTS = 1_000;

const cachesByDatabase = new WeakMap<Database, SessionCache>();

/**
 * Drops revoked sessions from this instance's cache at once and, when `db` is an instance's own database (not a
 * transaction, whose announcement only leaves at commit), waits until the database's announcement came back, which
 * means PostgreSQL has sent it to every other instance too.
 */
export async function forgetSessionsEverywhere(db: Database, tokenHashes: string[]): Promise<void> {
  const cache = cachesByDatabase.get(db);
  if (!cache) return;
  for (const tokenHash of tokenHashes) cache.forget(tokenHash);
  await cache.awaitAnnouncements(tokenHashes, ANNOUNCEMENT_WAIT_MS);
}

/**
 * A per-instance cache of live sessions, so a signed-in request needs no session query. It is only as good as its
 * revocation feed: every deleted `sessions` row is announced on SESSION_REVOKED_CHANNEL at commit, and every instance
 * listens. While the listening connection is down the cache is empty and bypassed, and it is flushed again when the
 * connection comes back, since announcements made in between were missed.
 */
export function createSessionCache(db: Database, options: SessionCacheOptions = {}): SessionCache {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, CachedSession>();
  const announced = new Set<string>();
  const waiters = new Set<() => void>();
  let generation = 0;
  let healthy = false;
  let closed = false;

  function flush(): void {
    entries.clear();
    generation++;
  }

  const cache: SessionCache = {
    get healthy() {
      return healthy;
    },
    stamp: () => generation,
    read: (tokenHash) => (healthy ? entries.get(tokenHash) : undefined),
    remember(tokenHash, entry, stamp) {
      if (!healthy || stamp !== generation) return;
      // Oldest first: a Map keeps insertion order, so the first key is the least recently cached.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, entry);
    },
    forget(tokenHash) {
      entries.delete(tokenHash);
      generation++;
    },
    awaitAnnouncements(tokenHashes, timeoutMs) {
      return new Promise<void>((resolve) => {
        const check = () => {
          if (healthy && !tokenHashes.every((tokenHash) => announced.has(tokenHash))) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          resolve();
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      closed = true;
      setHealthy(false);
      cachesByDatabase.delete(db);
      await listener?.close();
    },
  };

  function setHealthy(value: boolean): void {
    flush();
    healthy = value && !closed;
    for (const waiter of [...waiters]) waiter();
  }

  function onAnnouncement(tokenHash: string): void {
    cache.forget(tokenHash);
    if (announced.size >= RECENT_ANNOUNCEMENTS) announced.delete(announced.values().next().value as string);
    announced.add(tokenHash);
    for (const waiter of [...waiters]) waiter();
  }

  cachesByDatabase.set(db, cache);
  const listener = listenForAnnouncements(db, {
    channel: SESSION_REVOKED_CHANNEL,
    onAnnouncement,
    onHealthChange: setHealthy,
    reconnectDelayMs: options.reconnectDelayMs ?? DEFAULT_RECONNECT_DELAY_MS,
    onError: options.onListenerError,
  });
  return cache;
}
