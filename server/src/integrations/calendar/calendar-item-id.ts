/**
 * A calendar notification's provider id is the event's id and what happened to it ('<eventId>:invitation'), so an
 * invitation, a later change and its cancellation are cards of their own, each stored once. Google Calendar's event
 * ids are base32hex (with '_' in recurring occurrences) and Graph's ids and mail ids base64: never ':'.
 */
export type CalendarChangeKind = "invitation" | `changed-${number}` | "cancelled" | "starting";

export function toCalendarNotificationId(eventId: string, kind: CalendarChangeKind): string {
  return `${eventId}:${kind}`;
}

/** The event an item id names: a listed event's own id, or the event of a notification card. */
export function readCalendarEventId(itemId: string): string {
  return itemId.split(":")[0] ?? itemId;
}

/** A calendar card's id, as against a mail's in a source that brings both (Outlook). */
export function isCalendarNotificationId(providerItemId: string): boolean {
  return providerItemId.includes(":");
}
