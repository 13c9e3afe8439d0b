import { randomUUID } from "node:crypto";
import type { Database } from "./database-handle";
import { listenForAnnouncements } from "./listen-for-announcements";
import { readPostgresPool } from "./read-postgres-pool";

/** The channel the triggers of migration 0013 announce `<kind>:<user id>` on, at commit, to every instance. */
export const CACHE_CHANGED_CHANNEL = "shifu_cache_changed";

export type CacheKind = "chat_list" | "account";

/** A per-instance cache of one kind of answer, keyed by user id. */
export type AnnouncedCache<T> = {
  read(userId: string): T | undefined;
  /** Reads through the cache: a load that started before a drop is not kept, as it may predate the change. */
  readThrough(userId: string, load: () => Promise<T>): Promise<T>;
  forget(userId: string): void;
};

export type CacheFeed = {
  createCache<T>(kind: CacheKind): AnnouncedCache<T>;
  forget(kind: CacheKind, userId: string): void;
  /**
   * Resolves once every change committed before the call has been announced back to this instance: PostgreSQL
   * delivers notifications in commit order, so a marker sent now arrives after them. At once on PGlite, whose
   * notifications come with the result of the statement that committed, and while the listener is down.
   */
  catchUp(): Promise<void>;
  close(): Promise<void>;
};

type CacheFeedOptions = { maxEntries?: number; reconnectDelayMs?: number; onListenerError?: (error: Error) => void };

const DEFAULT_MAX_ENTRIES = 20_000;
const DEFAULT_RECONNECT_DELAY_MS = 1_000;
/** PostgreSQL sends the marker at once; this only bounds a stalled listener. */
const CATCH_UP_TIMEOUT_MS = 2_000;
const MARKER_PREFIX = "marker:";

const feedsByDatabase = new WeakMap<Database, CacheFeed>();

/**
 * Drops a user's entry on this instance at once, for a write whose request cannot wait to catch up (a streamed reply
 * stored after its answer started): the user's next request here sees it.
 */
export function forgetCachedEntry(db: Database, kind: CacheKind, userId: string): void {
  feedsByDatabase.get(db)?.forget(kind, userId);
}

/**
 * The caches behind the polled reads, fed by database triggers that announce the user whose rows changed. While the
 * listener is down every cache is empty and bypassed; they are flushed when it comes back, since announcements made
 * in between were missed.
 */
export function createCacheFeed(db: Database, options: CacheFeedOptions = {}): CacheFeed {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const caches = new Map<CacheKind, Map<string, unknown>>();
  const markers = new Map<string, () => void>();
  let generation = 0;
  let healthy = false;
  let closed = false;
  const pool = readPostgresPool(db);

  function flush(): void {
    for (const entries of caches.values()) entries.clear();
    generation++;
  }

  function setHealthy(value: boolean): void {
    flush();
    healthy = value && !closed;
    if (!healthy) for (const resolve of markers.values()) resolve();
  }

  function forget(kind: CacheKind, userId: string): void {
    caches.get(kind)?.delete(userId);
    generation++;
  }

  function onAnnouncement(payload: string): void {
    if (payload.startsWith(MARKER_PREFIX)) {
      markers.get(payload.slice(MARKER_PREFIX.length))?.();
      return;
    }
    const separator = payload.indexOf(":");
    forget(payload.slice(0, separator) as CacheKind, payload.slice(separator + 1));
  }

  function createCache<T>(kind: CacheKind): AnnouncedCache<T> {
    const entries = caches.get(kind) ?? new Map<string, unknown>();
    caches.set(kind, entries);
    const cache: AnnouncedCache<T> = {
      read: (userId) => (healthy ? (entries.get(userId) as T | undefined) : undefined),
      async readThrough(userId, load) {
        const cached = cache.read(userId);
        if (cached !== undefined) return cached;
        const stamp = generation;
        const loaded = await load();
        if (healthy && stamp === generation) {
          // A Map keeps insertion order, so the first key is the least recently cached.
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
          entries.set(userId, loaded);
        }
        return loaded;
      },
      forget: (userId) => forget(kind, userId),
    };
    return cache;
  }

  const feed: CacheFeed = {
    createCache,
    forget,
    async catchUp() {
      if (!healthy || !pool) return;
      const marker = randomUUID();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, CATCH_UP_TIMEOUT_MS);
        function done() {
          clearTimeout(timer);
          markers.delete(marker);
          resolve();
        }
        markers.set(marker, done);
        pool.query("select pg_notify($1, $2)", [CACHE_CHANGED_CHANNEL, MARKER_PREFIX + marker]).catch(done);
      });
    },
    async close() {
      closed = true;
      setHealthy(false);
      feedsByDatabase.delete(db);
      await listener?.close();
    },
  };

  feedsByDatabase.set(db, feed);
  const listener = listenForAnnouncements(db, {
    channel: CACHE_CHANGED_CHANNEL,
    onAnnouncement,
    onHealthChange: setHealthy,
    reconnectDelayMs: options.reconnectDelayMs ?? DEFAULT_RECONNECT_DELAY_MS,
    onError: options.onListenerError,
  });
  return feed;
}
