import { type RedeemRewardResponse, type Reward, rewardMessages } from "@shifu/contract";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { isUniqueViolation } from "../../db/is-unique-violation";
import { discountCodes, rewardRedemptions, rewards, users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { DAY_MS } from "../../time-spans";
import { extendPlan } from "../plans/plans.service";
import { generateDiscountCode } from "./generate-discount-code";

type RewardKind = "referral" | "streak";
type RewardRow = typeof rewards.$inferSelect;
type Holder = { countReferrals: number; loginStreak: number };
type History = { redeemedCount: number; lastRedeemedAt: Date | null };

const DISCOUNT_CODE_ATTEMPTS = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Why a redemption is refused, or null when it may go ahead. A premium_days reward is "active" while the days its
 * last redemption granted are still running (counted from that redemption); this is checked before the maximum so
 * the user learns the more useful reason.
 */
function findRefusal(reward: RewardRow, holder: Holder, history: History, now: Date): string | null {
  if (
    reward.rewardType === "premium_days" &&
    history.lastRedeemedAt !== null &&
    history.lastRedeemedAt.getTime() + reward.rewardValue * DAY_MS > now.getTime()
  ) {
    return rewardMessages.alreadyActive;
  }
  if (history.redeemedCount >= reward.maxRedemptionsPerUser) return rewardMessages.maxRedemptions;
  // A reward redeemable several times asks for its referrals again each time: the nth needs n × required.
  if (
    reward.type === "referral" &&
    holder.countReferrals < (history.redeemedCount + 1) * (reward.requiredReferrals ?? 0)
  ) {
    return rewardMessages.notEnoughReferrals;
  }
  if (reward.type === "streak" && holder.loginStreak < (reward.streakDays ?? 0)) return rewardMessages.notEnoughStreak;
  return null;
}

type Executor = Pick<Database, "select">;

async function readHistories(db: Executor, userId: string, rewardId?: string): Promise<Map<string, History>> {
  const rows = await db
    .select({
      rewardId: rewardRedemptions.rewardId,
      redeemedCount: count(),
      lastRedeemedAt: sql<Date | string | null>`max(${rewardRedemptions.createdAt})`,
    })
    .from(rewardRedemptions)
    .where(
      rewardId === undefined
        ? eq(rewardRedemptions.userId, userId)
        : and(eq(rewardRedemptions.userId, userId), eq(rewardRedemptions.rewardId, rewardId)),
    )
    .groupBy(rewardRedemptions.rewardId);
  // An aggregate bypasses Drizzle's column mapping, so the drivers may hand the timestamp back as text.
  return new Map(
    rows.map((row) => [
      row.rewardId,
      { redeemedCount: row.redeemedCount, lastRedeemedAt: row.lastRedeemedAt ? new Date(row.lastRedeemedAt) : null },
    ]),
  );
}

const NO_HISTORY: History = { redeemedCount: 0, lastRedeemedAt: null };

export async function listRewards(db: Database, userId: string, kind: RewardKind, now = new Date()): Promise<Reward[]> {
  const [holder] = await db
    .select({ countReferrals: users.countReferrals, loginStreak: users.loginStreak })
    .from(users)
    .where(eq(users.id, userId));
  if (!holder) throw new AppError("NOT_FOUND");
  const catalogue = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.type, kind), eq(rewards.active, true)))
    .orderBy(asc(kind === "referral" ? rewards.requiredReferrals : rewards.streakDays), asc(rewards.name));
  const histories = await readHistories(db, userId);
  return catalogue.map((reward) => {
    const history = histories.get(reward.id) ?? NO_HISTORY;
    return {
      _id: reward.id,
      type: reward.type,
      name: reward.name,
      description: reward.description,
      reward_type: reward.rewardType,
      reward_value: reward.rewardValue,
      required_referrals: reward.requiredReferrals,
      streak_days: reward.streakDays,
      max_redemptions_per_user: reward.maxRedemptionsPerUser,
      redeemed_count: history.redeemedCount,
      last_redeemed_at: history.lastRedeemedAt?.toISOString() ?? null,
      can_redeem: findRefusal(reward, holder, history, now) === null,
    };
  });
}

/**
 * Redeems one reward and applies its benefit in the same transaction. The user's row is locked first, so one user's
 * redemptions (of any reward) run one after another and a plan extension is never lost; the unique
 * (user, reward, number) still guarantees one winner per number should two ever get past the checks together.
 */
export async function redeemReward(
  db: Database,
  userId: string,
  rewardId: string,
  kind: RewardKind,
  now = new Date(),
): Promise<Omit<RedeemRewardResponse, "message">> {
  if (!UUID.test(rewardId)) throw new AppError("NOT_FOUND", { message: rewardMessages.unknownReward });
  try {
    return await db.transaction(async (tx) => {
      const [holder] = await tx
        .select({ countReferrals: users.countReferrals, loginStreak: users.loginStreak })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!holder) throw new AppError("NOT_FOUND");
      const [reward] = await tx
        .select()
        .from(rewards)
        .where(and(eq(rewards.id, rewardId), eq(rewards.type, kind), eq(rewards.active, true)));
      if (!reward) throw new AppError("NOT_FOUND", { message: rewardMessages.unknownReward });
      const history = (await readHistories(tx, userId, rewardId)).get(rewardId) ?? NO_HISTORY;
      const refusal = findRefusal(reward, holder, history, now);
      if (refusal) throw new AppError("CONFLICT", { message: refusal });

      const [redemption] = await tx
        .insert(rewardRedemptions)
        .values({ userId, rewardId, redemptionNumber: history.redeemedCount + 1, createdAt: now })
        .returning({ id: rewardRedemptions.id });
      if (!redemption) throw new AppError("INTERNAL");

      switch (reward.rewardType) {
        case "premium_days": {
          const plan = await extendPlan(tx, userId, "premium", reward.rewardValue, now);
          return { plan: plan.plan, plan_expires_at: plan.planExpiresAt?.toISOString() ?? null };
        }
        case "discount": {
          // 32^8 codes make a collision unlikely, not impossible; one is skipped rather than failing the redeem.
          for (let attempt = 0; attempt < DISCOUNT_CODE_ATTEMPTS; attempt++) {
            const [stored] = await tx
              .insert(discountCodes)
              .values({
                code: generateDiscountCode(),
                userId,
                percentOff: reward.rewardValue,
                redemptionId: redemption.id,
              })
              .onConflictDoNothing({ target: discountCodes.code })
              .returning({ code: discountCodes.code });
            if (stored) return { discount_code: stored.code };
          }
          throw new AppError("UNAVAILABLE");
        }
        case "points": {
          const [updated] = await tx
            .update(users)
            .set({ points: sql`${users.points} + ${reward.rewardValue}` })
            .where(eq(users.id, userId))
            .returning({ points: users.points });
          return { points: updated?.points ?? 0 };
        }
      }
    });
  } catch (error) {
    // Two identical redeems that both passed the checks: the loser hit the unique redemption number.
    if (isUniqueViolation(error))
      throw new AppError("CONFLICT", { message: rewardMessages.maxRedemptions, cause: error });
    throw error;
  }
}
