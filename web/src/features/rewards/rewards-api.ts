import { callApi } from "../../shared/api-client";

export type RewardType = "premium_days" | "discount" | "points";

export type Reward = {
  _id: string;
  type: string;
  name: string;
  description: string;
  reward_type: RewardType;
  reward_value: number;
  required_referrals: number | null;
  streak_days: number | null;
  max_redemptions_per_user: number;
  redeemed_count: number;
  can_redeem: boolean;
};

export type RewardsResponse = { rewards: Reward[] };

export type RedeemResponse = {
  message: string;
  discount_code?: string;
  points?: number;
  plan?: string;
  plan_expires_at?: string;
};

/** The part of GET /get_user this view reads; points and plan are new on the server, so they may still be missing. */
export type RewardsUser = {
  user_id: string;
  login_streak: number;
  count_referrals: number;
  points?: number;
  plan?: string;
};

type Parsed<T> = { success: true; data: T } | { success: false; error: unknown };

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null;
}

function isOptional(value: unknown, type: "string" | "number"): boolean {
  return value === undefined || value === null || typeof value === type;
}

function isReward(value: unknown): value is Reward {
  return (
    isFields(value) &&
    typeof value._id === "string" &&
    typeof value.name === "string" &&
    typeof value.description === "string" &&
    (value.reward_type === "premium_days" || value.reward_type === "discount" || value.reward_type === "points") &&
    typeof value.reward_value === "number" &&
    isOptional(value.required_referrals, "number") &&
    isOptional(value.streak_days, "number") &&
    typeof value.can_redeem === "boolean"
  );
}

// The web package keeps zod out (see api-client), so these answers are checked by hand until the contract has them.
function parseWith<T>(guard: (value: unknown) => value is T): { safeParse(data: unknown): Parsed<T> } {
  return {
    safeParse: (data) =>
      guard(data) ? { success: true, data } : { success: false, error: new Error("Respuesta inesperada") },
  };
}

const RewardsResponseSchema = parseWith(
  (value): value is RewardsResponse => isFields(value) && Array.isArray(value.rewards) && value.rewards.every(isReward),
);

const RedeemResponseSchema = parseWith(
  (value): value is RedeemResponse =>
    isFields(value) &&
    typeof value.message === "string" &&
    isOptional(value.discount_code, "string") &&
    isOptional(value.points, "number"),
);

const RewardsUserSchema = parseWith(
  (value): value is RewardsUser =>
    isFields(value) &&
    typeof value.user_id === "string" &&
    typeof value.login_streak === "number" &&
    typeof value.count_referrals === "number" &&
    isOptional(value.points, "number") &&
    isOptional(value.plan, "string"),
);

export type RewardKind = "referral" | "streak";

export function fetchRewards(kind: RewardKind) {
  return callApi({
    method: "GET",
    path: kind === "referral" ? "/rewards" : "/rewards-streak",
    schema: RewardsResponseSchema,
  });
}

export function fetchRewardsUser() {
  return callApi({ method: "GET", path: "/get_user", schema: RewardsUserSchema });
}

export function redeemReward(kind: RewardKind, userId: string, rewardId: string) {
  return kind === "referral"
    ? callApi({
        method: "POST",
        path: "/rewards/redeem",
        schema: RedeemResponseSchema,
        json: { id: userId, reward_id: rewardId },
      })
    : callApi({
        method: "POST",
        path: "/redeemed-reward-streak",
        schema: RedeemResponseSchema,
        json: { user_id: userId, reward_id: rewardId },
      });
}
