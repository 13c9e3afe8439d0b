import { RedeemRewardResponseSchema, RewardsResponseSchema } from "@shifu/contract/rewards";
import { callApi } from "../../shared/api-client";

export type RewardKind = "referral" | "streak";

export function fetchRewards(kind: RewardKind) {
  return callApi({
    method: "GET",
    path: kind === "referral" ? "/rewards" : "/rewards-streak",
    schema: RewardsResponseSchema,
  });
}

export function redeemReward(kind: RewardKind, userId: string, rewardId: string) {
  return kind === "referral"
    ? callApi({
        method: "POST",
        path: "/rewards/redeem",
        schema: RedeemRewardResponseSchema,
        json: { id: userId, reward_id: rewardId },
      })
    : callApi({
        method: "POST",
        path: "/redeemed-reward-streak",
        schema: RedeemRewardResponseSchema,
        json: { user_id: userId, reward_id: rewardId },
      });
}
