import { z } from "zod";
import { PlanSchema } from "./plans";

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

export const rewardMessages = {
  referralRedeemed: "Recompensa canjeada correctamente",
  streakRedeemed: "Recompensa aplicada con éxito",
  notEnoughReferrals: "No tienes suficientes referidos para esta recompensa",
  maxRedemptions: "Ya has canjeado esta recompensa el número máximo de veces",
  notEnoughStreak: "No tienes la racha suficiente para esta recompensa",
  alreadyActive: "Ya tienes esta recompensa activa",
  unknownReward: "Esa recompensa no existe.",
} as const;

export const referralMessages = {
  claimed: "¡Gracias! Tu amigo y tú tenéis 7 días de Shifu Premium.",
  invalidCode: "Ese código no es válido.",
  ownCode: "No puedes usar tu propio código.",
  alreadyClaimed: "Ya usaste un código de referido.",
  claimedPendingVerification:
    "Código guardado. Contará, y tu amigo y tú tendréis 7 días de Shifu Premium, cuando verifiques tu correo.",
} as const;
