import type { AccountVerificationFields } from "@shifu/contract";
import type { AnnouncedCache, CacheFeed } from "../../db/announced-cache";
import type { User } from "./accounts.service";

/** What GET /get_user reads from the database; the plan fields are worked out from it at each request. */
export type CachedAccount = { user: User; verification: AccountVerificationFields };

export type AccountCache = AnnouncedCache<CachedAccount>;

/**
 * Every tab asks GET /get_user on load and after each payment or reward: each instance keeps a user's row and
 * referral counts until the database announces a change to that user, or to a friend they referred (decision 34).
 */
export function createAccountCache(feed: CacheFeed): AccountCache {
  return feed.createCache("account");
}
