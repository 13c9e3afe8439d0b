/** The plan picker's three packs and what each includes, in the spec's order. Prices are not shown. */
export const planPacks = [
  {
    label: "Pack 1",
    name: "Shifuresuelve",
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
    features: [
      "Todo lo del Pack 2",
      "Automatización inmediata",
      "Notificaciones avanzadas",
      "Sincronización automática",
    ],
  },
] as const;
