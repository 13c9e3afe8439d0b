import { referralMessages } from "@shifu/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { referralCredits, users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { extendPlan } from "../plans/plans.service";

/** Each side of a referral gets this many days of premium, once; the texts in contract/src/rewards.ts say 7. */
export const REFERRAL_BONUS_PREMIUM_DAYS = 7;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Credits one referral inside the caller's transaction: the friend's credit row (its primary key makes a second
 * credit fail), one more referral for the inviter, and the premium bonus for both. Registration and claim both come
 * here, so the bonus is granted the same way and never twice.
 */
export async function creditReferral(tx: Transaction, friendId: string, inviterId: string): Promise<void> {
  const [credited] = await tx
    .insert(referralCredits)
    .values({ friendId, inviterId })
    .onConflictDoNothing({ target: referralCredits.friendId })
    .returning({ friendId: referralCredits.friendId });
  if (!credited) throw new AppError("CONFLICT", { message: referralMessages.alreadyClaimed });
  // This update also locks the inviter's row, so concurrent referrals extend the inviter's plan one after another.
  await tx
    .update(users)
    .set({ countReferrals: sql`${users.countReferrals} + 1` })
    .where(eq(users.id, inviterId));
  await extendPlan(tx, inviterId, "premium", REFERRAL_BONUS_PREMIUM_DAYS);
  await extendPlan(tx, friendId, "premium", REFERRAL_BONUS_PREMIUM_DAYS);
}

/**
 * A signed-in user names who invited them, once and never themselves. Someone who already named an inviter gets the
 * same answer whatever code they send, so the claim tells nothing about which codes exist. The referral is credited
 * now if their e-mail is verified, otherwise when it is. Returns whether it was credited.
 */
export async function claimReferral(db: Database, userId: string, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimant] = await tx
      .select({ referredBy: users.referredBy, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!claimant) throw new AppError("UNAUTHENTICATED");
    if (claimant.referredBy !== null) throw new AppError("CONFLICT", { message: referralMessages.alreadyClaimed });
    const [inviter] = await tx.select({ id: users.id }).from(users).where(eq(users.referralCode, code.trim()));
    if (!inviter) throw new AppError("BAD_REQUEST", { message: referralMessages.invalidCode });
    if (inviter.id === userId) throw new AppError("BAD_REQUEST", { message: referralMessages.ownCode });
    // The row is locked above, so of two concurrent claims the second finds referredBy set.
    await tx
      .update(users)
      .set({ referredBy: inviter.id })
      .where(and(eq(users.id, userId), isNull(users.referredBy)));
    if (claimant.emailVerifiedAt === null) return false;
    await creditReferral(tx, userId, inviter.id);
    return true;
  });
}
