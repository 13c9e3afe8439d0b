import { z } from "zod";
import { ApprovalSchema } from "./chats";

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

export const NotificationStatusSchema = z.enum(["pending", "done", "ignored", "deleted"]);
export type NotificationStatus = z.infer<typeof NotificationStatusSchema>;

/** A notification with the spec's card fields; a field the provider does not give is null and the card shows its default. */
export const NotificationSchema = z.object({
  id: z.string(),
  /** The source tool as the catalogue names it ('Gmail'): it picks the action route. */
  from: z.string(),
  /** The source tool's service key ('gmail'). */
  service: z.string(),
  notification_title: z.string().nullable(),
  notification_body: z.string().nullable(),
  /** ISO 8601, as is `iso_date`. */
  date: z.string(),
  iso_date: z.string(),
  action_url: z.string().nullable(),
  subject: z.string().nullable(),
  sender_full: z.string().nullable(),
  snippet: z.string().nullable(),
  importance: z.enum(["normal", "high"]),
  has_attachments: z.boolean(),
  status: NotificationStatusSchema,
  /** Why it needs the person ('Te mencionan en #equipo'); null for items triage put aside. */
  reason: z.string().nullable(),
  /**
   * Custom actions the card offers as buttons beside its own ('Aceptar' and 'Rechazar' on an invitation); each is sent
   * as `action_text`, and its write waits for confirmation as any custom action's.
   */
  suggested_actions: z.array(z.string()).default([]),
  /**
   * The writes a custom action proposed for it that still wait for 'Confirmar', so the card keeps showing them after
   * a reload; absent when there are none.
   */
  approvals: z.array(ApprovalSchema).optional(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListResponseSchema = z.array(NotificationSchema);

export const NotificationActionSchema = z.enum(["eliminar_correo", "ignorar"]);
export type NotificationAction = z.infer<typeof NotificationActionSchema>;

export const NOTIFICATION_ACTION_TEXT_MAX_LENGTH = 2_000;

export const NotificationActionRequestSchema = z.object({
  email: z.string().optional(),
  /** The notification acted on. */
  id: z.string(),
  /** 'eliminar_correo', 'ignorar', or null for a custom action described in `action_text`. */
  action: NotificationActionSchema.nullable(),
  action_text: z.string().max(NOTIFICATION_ACTION_TEXT_MAX_LENGTH).nullish(),
  subject: z.string().nullish(),
  /** The card's sender_full. */
  sender: z.string().nullish(),
});
export type NotificationActionRequest = z.infer<typeof NotificationActionRequestSchema>;

export const NotificationActionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  error: z.string().nullable(),
  /** A custom action's writes wait for the person's confirmation, as in the chat. */
  approvals: z.array(ApprovalSchema).optional(),
});
export type NotificationActionResponse = z.infer<typeof NotificationActionResponseSchema>;

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
