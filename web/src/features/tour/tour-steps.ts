/** One stop of the guided tour: the `data-tour` anchor it points at, and what it says there. */
export type TourStep = { anchor: string; title: string; description: string };

/** The spec's eight steps, in its order; the last is the premium-only training. */
export const tourSteps: readonly TourStep[] = [
  {
    anchor: "chats",
    title: "Tus chats",
    description:
      "Aquí están Shifu, tu asistente general, y un chat por cada app que conectes. Un punto te avisa de lo que no has leído.",
  },
  {
    anchor: "plans",
    title: "Planes",
    description: "Desde aquí puedes ver los planes superiores y todo lo que incluye cada uno.",
  },
  {
    anchor: "add-service",
    title: "Agregar servicios",
    description: "Conecta Gmail, Drive, Slack, Notion y otras apps para que Shifu trabaje con ellas.",
  },
  {
    anchor: "rewards",
    title: "Recompensas",
    description: "Gana recompensas por tu racha de inicio de sesión y por invitar a tus amigos.",
  },
  {
    anchor: "referrals",
    title: "Referidos",
    description: "Comparte tu código de referido: tú y tu amigo recibirán una recompensa.",
  },
  {
    anchor: "dark-mode",
    title: "Modo oscuro",
    description: "Cambia entre el tema claro y el oscuro cuando quieras. Shifu recuerda tu elección.",
  },
  {
    anchor: "profile",
    title: "Tu perfil",
    description: "Cambia tu foto, consulta tus datos y cierra sesión.",
  },
  {
    anchor: "training",
    title: "Entrena a Shifu · Premium",
    description: "Solo en los planes Premium: enséñale a Shifu cómo trabajas para que sus respuestas se adapten a ti.",
  },
];
