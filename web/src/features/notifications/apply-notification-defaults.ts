import type { Notification } from "@shifu/contract/notifications";
import { notificationMessages } from "@shifu/contract/plain/notifications";

/** A notification as a provider may give it: any field but its id can be missing, null or blank. */
export type NotificationInput = { id: string } & {
  [Field in Exclude<keyof Notification, "id">]?: Notification[Field] | null;
};

/** What the card shows: every text present, the spec's defaults standing in for the missing ones. */
export type NotificationCardData = Omit<
  Notification,
  "notification_title" | "notification_body" | "subject" | "sender_full" | "iso_date"
> & {
  notification_title: string;
  notification_body: string;
  subject: string;
  sender_full: string;
  iso_date: string | null;
};

const { defaults } = notificationMessages;

function readText(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

/** Fills the spec's defaults (§3, Notification card fields) in for the fields a notification lacks. */
export function applyNotificationDefaults(notification: NotificationInput): NotificationCardData {
  const from = readText(notification.from) ?? defaults.from;
  return {
    id: notification.id,
    from,
    service: readText(notification.service) ?? from.toLowerCase(),
    notification_title: readText(notification.notification_title) ?? defaults.title,
    notification_body: readText(notification.notification_body) ?? defaults.body,
    date: readText(notification.date) ?? defaults.date,
    iso_date: readText(notification.iso_date),
    action_url: readText(notification.action_url),
    subject: readText(notification.subject) ?? defaults.subject,
    sender_full: readText(notification.sender_full) ?? defaults.senderFull,
    snippet: readText(notification.snippet),
    importance: notification.importance === "high" ? "high" : "normal",
    has_attachments: notification.has_attachments === true,
    status: notification.status ?? "pending",
    reason: readText(notification.reason),
    suggested_actions: (notification.suggested_actions ?? []).filter((label) => label.trim() !== ""),
  };
}
