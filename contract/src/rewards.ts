import { z } from "zod";
import { PlanSchema } from "./plans";

// The values without zod live apart, so the browser can draw without it; every schema module offers them too.
export * from "./plain/rewards";

export const RewardSchema = z.object({
  _id: z.string(),
  type: z.enum(["referral", "streak"]),
  name: z.string(),
  description: z.string(),
  reward_type: z.enum(["premium_days", "discount", "points"]),
  reward_value: z.number().int(),
  required_referrals: z.number().int().nullable(),
  streak_days: z.number().int().nullable(),
  max_redemptions_per_user: z.number().int(),
  redeemed_count: z.number().int(),
  /** When this user last redeemed it (ISO), or null if never. */
  last_redeemed_at: z.string().nullable(),
  can_redeem: z.boolean(),
});
export type Reward = z.infer<typeof RewardSchema>;

export const RewardsResponseSchema = z.object({ rewards: z.array(RewardSchema) });
export type RewardsResponse = z.infer<typeof RewardsResponseSchema>;

export const RedeemRewardRequestSchema = z.object({ id: z.string(), reward_id: z.string() });
export const RedeemStreakRewardRequestSchema = z.object({ user_id: z.string(), reward_id: z.string() });

/** What a redemption granted: only the fields of the reward's kind are present. */
export const RedeemRewardResponseSchema = z.object({
  message: z.string(),
  discount_code: z.string().optional(),
  points: z.number().int().optional(),
  plan: PlanSchema.optional(),
  plan_expires_at: z.string().nullable().optional(),
});
export type RedeemRewardResponse = z.infer<typeof RedeemRewardResponseSchema>;

export const ClaimReferralRequestSchema = z.object({ code: z.string() });
export const ClaimReferralResponseSchema = z.object({ message: z.string() });
export type ClaimReferralResponse = z.infer<typeof ClaimReferralResponseSchema>;
