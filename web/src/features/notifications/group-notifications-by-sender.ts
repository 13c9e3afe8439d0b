import type { Notification } from "@shifu/contract/notifications";
import { notificationMessages } from "@shifu/contract/plain/notifications";

export type SenderGroup = { key: string; sender: string; notifications: Notification[] };

function readTime(notification: Notification): number {
  const time = Date.parse(notification.iso_date || notification.date);
  return Number.isNaN(time) ? 0 : time;
}

export function sortNewestFirst(notifications: readonly Notification[]): Notification[] {
  return notifications.toSorted((a, b) => readTime(b) - readTime(a));
}

/**
 * The spec's notification list: grouped by sender (lowercased, so 'Ana' and 'ana' are one), newest first inside each
 * group, and the group with the newest notification first.
 */
export function groupNotificationsBySender(notifications: readonly Notification[]): SenderGroup[] {
  const groups = new Map<string, SenderGroup>();
  for (const notification of sortNewestFirst(notifications)) {
    const sender = notification.sender_full?.trim() || notificationMessages.defaults.senderFull;
    const key = sender.toLowerCase();
    const group = groups.get(key);
    if (group) group.notifications.push(notification);
    else groups.set(key, { key, sender, notifications: [notification] });
  }
  return [...groups.values()];
}
