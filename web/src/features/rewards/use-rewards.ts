import type { RedeemRewardResponse } from "@shifu/contract/rewards";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiFailure, readClientErrorText } from "../../shared/api-client";
import { fetchSignedInUser } from "../auth/account-api";
import { describeRedeemRefusal } from "./describe-reward";
import { fetchRewards, type RewardKind, redeemReward } from "./rewards-api";

const rewardsQueryKey = ["rewards"] as const;

/** A failed call kept as a value, so react-query's error state carries the API failure untouched. */
class ApiCallError extends Error {
  constructor(readonly failure: ApiFailure) {
    super("La llamada a la API falló");
  }
}

async function unwrap<T>(call: Promise<{ ok: true; data: T } | ({ ok: false } & ApiFailure)>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new ApiCallError(result);
  return result.data;
}

/** The server's own text for a failed load, or undefined when only the generic one fits. */
export function readLoadErrorText(error: unknown): string | undefined {
  return error instanceof ApiCallError ? readClientErrorText(error.failure) : undefined;
}

export function useRewardsUser() {
  return useQuery({ queryKey: [...rewardsQueryKey, "user"], queryFn: () => unwrap(fetchSignedInUser()) });
}

export function useRewardList(kind: RewardKind) {
  return useQuery({
    queryKey: [...rewardsQueryKey, kind],
    queryFn: async () => (await unwrap(fetchRewards(kind))).rewards,
  });
}

export type RedeemOutcome = { kind: "success"; text: string; discountCode?: string } | { kind: "error"; text: string };

type RedeemRequest = { kind: RewardKind; userId: string; rewardId: string };

function describeRedeemAnswer(answer: RedeemRewardResponse): RedeemOutcome {
  return { kind: "success", text: answer.message, discountCode: answer.discount_code ?? undefined };
}

/** Redeems a reward and then reloads the lists and the user, whose points, plan and counts may have changed. */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, userId, rewardId }: RedeemRequest): Promise<RedeemOutcome> => {
      const result = await redeemReward(kind, userId, rewardId);
      if (result.ok) return describeRedeemAnswer(result.data);
      return {
        kind: "error",
        text: describeRedeemRefusal(readClientErrorText(result) ?? "No se pudo canjear la recompensa"),
      };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardsQueryKey }),
  });
}
