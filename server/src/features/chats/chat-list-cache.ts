import type { LatestMessage } from "@shifu/contract";
import { type AnnouncedCache, type CacheFeed, forgetCachedEntry } from "../../db/announced-cache";
import type { Database } from "../../db/database";

export type ChatListCache = AnnouncedCache<LatestMessage[]>;

/**
 * Every open tab polls the chat list, and it changes only when a message is stored or a chat is read: each instance
 * keeps a user's last answer until the database announces a change to their messages or read marks (decision 34).
 */
export function createChatListCache(feed: CacheFeed): ChatListCache {
  return feed.createCache("chat_list");
}

export function forgetChatList(db: Database, userId: string): void {
  forgetCachedEntry(db, "chat_list", userId);
}
