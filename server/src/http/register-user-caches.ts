import type { FastifyInstance } from "fastify";
import { createCacheFeed } from "../db/announced-cache";
import type { Database } from "../db/database";
import { type AccountCache, createAccountCache } from "../features/accounts/account-cache";
import { type ChatListCache, createChatListCache } from "../features/chats/chat-list-cache";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A read the spec made a POST (POST /ultimos_mensajes): it writes nothing, so its answer need not catch up. */
    readOnly?: boolean;
  }
}

export type UserCaches = { chatListCache: ChatListCache; accountCache: AccountCache };

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The caches behind the polled reads (decision 34). Every instance drops an entry when the database announces a
 * change; the answer to a request that may have written leaves only once this instance has caught up with the
 * announcements, so whoever made the change, or was touched by it (an inviter whose friend registered), never reads
 * the old answer here afterwards.
 */
export function registerUserCaches(app: FastifyInstance, db: Database): UserCaches {
  const feed = createCacheFeed(db, {
    onListenerError: (error) => app.log.warn({ err: error }, "cache listener failed; caches off"),
  });
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (READS.has(request.method) || request.routeOptions.config.readOnly) return done(null, payload);
    feed.catchUp().then(() => done(null, payload), done);
  });
  app.addHook("onClose", () => feed.close());
  return { chatListCache: createChatListCache(feed), accountCache: createAccountCache(feed) };
}
