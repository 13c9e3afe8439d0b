import type { LatestMessage } from "@shifu/contract";
import type { Database } from "../../db/database";
import { listenForAnnouncements } from "../../db/listen-for-announcements";

/** The channel the `chat_messages` and `chat_reads` triggers (migration 0013) announce a changed user's id on. */
export const CHAT_LIST_CHANGED_CHANNEL = "shifu_chat_list_changed";

export type ChatListCache = {
  /** Changes whenever an entry is dropped; `remember` refuses a list read before that. */
  stamp(): number;
  read(userId: string): LatestMessage[] | undefined;
  remember(userId: string, messages: LatestMessage[], stamp: number): void;
  forget(userId: string): void;
  close(): Promise<void>;
};

type ChatListCacheOptions = {
  maxEntries?: number;
  reconnectDelayMs?: number;
  onListenerError?: (error: Error) => void;
};

const DEFAULT_MAX_ENTRIES = 20_000;
const DEFAULT_RECONNECT_DELAY_MS = 1_000;

const cachesByDatabase = new WeakMap<Database, ChatListCache>();

/**
 * Drops a user's cached chat list on this instance at once, so their own next poll here sees the change without
 * waiting for the database's announcement (which tells every other instance).
 */
export function forgetChatList(db: Database, userId: string): void {
  cachesByDatabase.get(db)?.forget(userId);
}

/**
 * Every open tab polls the chat list, and it changes only when a message is stored or a chat is read. This
 * instance keeps each user's last answer until the database announces a change to that user's messages or read
 * marks (a trigger, at commit, to every instance), so a poll in between costs no query. While the listener is down
 * the cache is empty and bypassed; it is flushed when the listener comes back, since announcements were missed.
 */
export function createChatListCache(db: Database, options: ChatListCacheOptions = {}): ChatListCache {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, LatestMessage[]>();
  let generation = 0;
  let healthy = false;
  let closed = false;

  function setHealthy(value: boolean): void {
    entries.clear();
    generation++;
    healthy = value && !closed;
  }

  const cache: ChatListCache = {
    stamp: () => generation,
    read: (userId) => (healthy ? entries.get(userId) : undefined),
    remember(userId, messages, stamp) {
      if (!healthy || stamp !== generation) return;
      // A Map keeps insertion order, so the first key is the least recently cached.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(userId, messages);
    },
    forget(userId) {
      entries.delete(userId);
      generation++;
    },
    async close() {
      closed = true;
      setHealthy(false);
      cachesByDatabase.delete(db);
      await listener?.close();
    },
  };

  cachesByDatabase.set(db, cache);
  const listener = listenForAnnouncements(db, {
    channel: CHAT_LIST_CHANGED_CHANNEL,
    onAnnouncement: cache.forget,
    onHealthChange: setHealthy,
    reconnectDelayMs: options.reconnectDelayMs ?? DEFAULT_RECONNECT_DELAY_MS,
    onError: options.onListenerError,
  });
  return cache;
}
