import type { RedeemRewardResponse, RewardsResponse } from "@shifu/contract/rewards";
import { callApi } from "../../shared/api-client";

export type RewardKind = "referral" | "streak";

export function fetchRewards(kind: RewardKind) {
  return callApi<RewardsResponse>({
    method: "GET",
    path: kind === "referral" ? "/rewards" : "/rewards-streak",
  });
}

export function redeemReward(kind: RewardKind, userId: string, rewardId: string) {
  return kind === "referral"
    ? callApi<RedeemRewardResponse>({
        method: "POST",
        path: "/rewards/redeem",
        json: { id: userId, reward_id: rewardId },
      })
    : callApi<RedeemRewardResponse>({
        method: "POST",
        path: "/redeemed-reward-streak",
        json: { user_id: userId, reward_id: rewardId },
      });
}
