/** The chat list's texts; the spec's own are copied exactly, the rest follow their tone. */
export const chatListTexts = {
  title: "Chats",
  apilistTitle: "Shifu",
  listLabel: "Chats disponibles",
  notifications: "Notificaciones",
  restartTour: "Ver el recorrido de nuevo",
  generalAssistantName: "Shifu",
  generalAssistantTitle: "Asistente general",
  noServices: "No hay servicios conectados todavía",
  connected: "Conectado",
  reconnect: "Reconectar",
  reconnectService: (serviceName: string) => `Reconectar ${serviceName}`,
  unread: "Mensajes sin leer",
  freePlan: "Tienes el plan gratuito, con un uso limitado de Shifu.",
  upgradePlan: "Cambiar a un plan superior",
  assistantOf: (serviceName: string) => `Asistente de ${serviceName}`,
} as const;
