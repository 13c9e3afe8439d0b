import { z } from "zod";
import { ApprovalSchema } from "./chats";
import { NOTIFICATION_ACTION_TEXT_MAX_LENGTH } from "./plain/notifications";

// The values without zod live apart, so the browser can draw without it; every schema module offers them too.
export * from "./plain/notifications";

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
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const NotificationActionSchema = z.enum(["eliminar_correo", "ignorar"]);
export type NotificationAction = z.infer<typeof NotificationActionSchema>;

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
