import { rewardMessages } from "@shifu/contract/plain/rewards";
import type { Reward } from "@shifu/contract/rewards";

export function describeRequirement(reward: Reward): string | null {
  if (typeof reward.required_referrals === "number") {
    const count = reward.required_referrals;
    return `Necesitas ${count} ${count === 1 ? "referido" : "referidos"}`;
  }
  if (typeof reward.streak_days === "number") {
    const days = reward.streak_days;
    return `Necesitas una racha de ${days} ${days === 1 ? "día" : "días"}`;
  }
  return null;
}

export function describeBenefit(reward: Reward): string {
  const value = reward.reward_value;
  if (reward.reward_type === "premium_days") return `${value} ${value === 1 ? "día" : "días"} de Premium`;
  if (reward.reward_type === "discount") return `${value}% de descuento`;
  return `${value} puntos`;
}

/** The server's refusal as-is, except the one wording the product shows differently. */
export function describeRedeemRefusal(serverText: string): string {
  return serverText === rewardMessages.alreadyActive ? "Ya tienes esta recompensa canjeada" : serverText;
}

const redeemedDate = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric" });

/** Whether the person can redeem it now, or has already (and when), or not yet. */
export function describeRedeemState(reward: Reward): string {
  if (reward.can_redeem) return "Puedes canjearla ahora";
  if (reward.last_redeemed_at) {
    const when = new Date(reward.last_redeemed_at);
    if (!Number.isNaN(when.getTime())) return `Canjeada el ${redeemedDate.format(when)}`;
  }
  return "Aún no puedes canjearla";
}
