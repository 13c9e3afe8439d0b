import { notificationMessages } from "@shifu/contract/plain/notifications";
import { formatMessageTime, readIsoTimestamp } from "../chat/messages/format-message-time";

/**
 * A notification's time as 24-hour HH:mm (es-ES). The chat's reader already knows the spec's shapes (a Date, a
 * day-first or ISO string, seconds or milliseconds), so it is reused; what the card adds is the fallback to the
 * notification's own `date` before giving up with 'Hora desconocida'.
 */
export function formatNotificationTime(value: unknown, fallbackDate?: string | null): string {
  const iso = readIsoTimestamp(value) ?? readIsoTimestamp(fallbackDate);
  return iso ? formatMessageTime(iso) : notificationMessages.timeUnknown;
}
