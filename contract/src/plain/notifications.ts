/** The services whose notifications `POST /api/{service}/notification` serves; 'shifu' gathers every app's. */
export const notificationServices = [
  "gmail",
  "notion",
  "hubspot",
  "slack",
  "outlook",
  "clickup",
  "dropbox",
  "asana",
  "drive",
  "onedrive",
  "teams",
  "calendar",
  "shifu",
] as const;

export type NotificationService = (typeof notificationServices)[number];

/** The spec's eleven notification action tools and the calendar's (decision 31): `POST /notificaciones/{tool}/action`. */
export const notificationActionTools = notificationServices.filter(
  (service): service is Exclude<NotificationService, "shifu"> => service !== "shifu",
);

export type NotificationActionTool = (typeof notificationActionTools)[number];

export const NOTIFICATION_ACTION_TEXT_MAX_LENGTH = 2_000;

export const notificationMessages = {
  loading: (assistant: string) => `Notificaciones para ${assistant} en proceso...`,
  empty: "No tienes notificaciones pendientes. Te avisaremos cuando algo necesite tu atención.",
  processing: "Procesando...",
  successTitle: "¡Éxito!",
  errorTitle: "Error",
  acknowledge: "Entendido",
  unknownError: "Error desconocido",
  actionFailed: (source: string) => `No se pudo realizar la acción en ${source}`,
  blankCustomAction: "Por favor, ingresa una acción válida",
  unknownRoute: (source: string) => `No se encontró una ruta para el origen: ${source}`,
  unknownService: "Ese servicio no tiene notificaciones.",
  notFound: "Esa notificación ya no existe.",
  deleted: (source: string) => `Eliminado en ${source}.`,
  ignored: "Notificación ignorada.",
  customActionDone: "Hecho.",
  timeUnknown: "Hora desconocida",
  defaults: {
    from: "Desconocido",
    title: "Sin título",
    body: "Sin contenido",
    date: "Fecha desconocida",
    subject: "Sin asunto",
    senderFull: "Remitente desconocido",
  },
  reasons: {
    keyContact: (who: string) => `Contacto clave: ${who}`,
    highImportance: "Marcado como importante",
    mention: (place: string | undefined) => (place ? `Te mencionan en ${place}` : "Te mencionan"),
    direct: (service: string) =>
      service === "gmail" || service === "outlook" ? "Te escribieron directamente" : "Mensaje directo para ti",
    assigned: "Tarea asignada a ti",
    dueSoon: (day: string) => `Vence ${day}`,
    sharedWithYou: "Compartido contigo",
    invitation: "Invitación sin responder",
    meetingChanged: "Reunión cambiada por quien la organiza",
    meetingCancelled: "Reunión cancelada",
    startsSoon: (time: string) => `Empieza a las ${time}`,
  },
} as const;
