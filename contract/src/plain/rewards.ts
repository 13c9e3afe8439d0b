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
