/**
 * The plan picker's three packs and what each includes, in the spec's order. Prices are not shown. Pack 1 is what
 * every account has (free); packs 2 and 3 are the paid plans checkout sells (docs/decisions/0016-payments.md).
 */
export const planPacks = [
  {
    label: "Pack 1",
    name: "Shifuresuelve",
    plan: "free",
    features: [
      "Búsquedas",
      "Consulta de estadísticas",
      "Tareas básicas",
      "Automatización de alto impacto",
      "Acceso completo a las apps y entrenamiento",
    ],
  },
  {
    label: "Pack 2",
    name: "Shifueduca",
    plan: "premium",
    features: [
      "Todo lo del Pack 1",
      "Automatización de mensajes de complejidad media",
      "Extracción automática",
      "Notificaciones inteligentes",
      "Conexión con WhatsApp Business",
    ],
  },
  {
    label: "Pack 3",
    name: "Shifuexperto",
    plan: "enterprise",
    features: [
      "Todo lo del Pack 2",
      "Automatización inmediata",
      "Notificaciones avanzadas",
      "Sincronización automática",
    ],
  },
] as const;
