import { z } from "zod";
import { isCalendarNotificationId } from "../calendar/calendar-item-id";
import { suggestMeetingActions } from "../calendar/meeting-card";
import { toSnippet } from "../families/microsoft";
import {
  type ChangesPage,
  FIRST_SYNC_MAX_ITEMS,
  FIRST_SYNC_WINDOW_MS,
  type NotificationSource,
  type ReadChangesInput,
  type SyncedItem,
} from "../notification-source";
import { type ProviderApi, ProviderError } from "../provider-api";
import { deleteOutlookCalendarItem, readOutlookCalendarChanges } from "./calendar-notifications";
import { listOutlookMessageChanges, moveOutlookMessage, type OutlookMessage } from "./client";
import { formatOutlookAddress, readSenderName, readSubject } from "./create-outlook-item";

const DELTA_FIELDS =
  "id,subject,bodyPreview,body,receivedDateTime,isDraft,importance,hasAttachments,webLink,from,toRecipients,inferenceClassification";

/** Senders that no one answers: automated notices, newsletters, offers. */
const BULK_SENDER =
  /^(no-?reply|do-?not-?reply|noreply|newsletter|boletin|news|notifications?|notificaciones|ofertas|promociones|marketing|mailer-daemon)\b/i;

function sameAddress(left: string | undefined, right: string | null): boolean {
  return Boolean(left && right && left.toLowerCase() === right.toLowerCase());
}

function toSyncedItem(message: OutlookMessage, account: string | null, now: Date): SyncedItem {
  const address = message.from?.emailAddress.address ?? null;
  const received = Date.parse(message.receivedDateTime ?? "");
  return {
    providerItemId: message.id,
    title: `Nuevo correo de ${readSenderName(message)}`,
    body: message.body?.content ?? null,
    subject: readSubject(message),
    senderFull: message.from ? formatOutlookAddress(message.from) : null,
    snippet: message.bodyPreview ? toSnippet(message.bodyPreview) : null,
    date: Number.isFinite(received) ? new Date(received) : now,
    actionUrl: message.webLink ?? null,
    importance: message.importance === "high" ? "high" : "normal",
    hasAttachments: Boolean(message.hasAttachments),
    signals: {
      directToUser: (message.toRecipients ?? []).some((to) => sameAddress(to.emailAddress.address, account)),
      bulk: message.inferenceClassification === "other" || BULK_SENDER.test(address?.split("@")[0] ?? ""),
      byUser: sameAddress(address ?? undefined, account),
      senderAddress: address,
    },
  };
}

/** Graph answers 410 Gone to a deltaLink whose sync state it no longer keeps: the round starts over. */
function isExpiredCursor(error: unknown): boolean {
  return error instanceof ProviderError && error.status === 410;
}

async function readInboxChanges(api: ProviderApi, input: ReadChangesInput) {
  if (input.cursor) {
    try {
      return { first: false, ...(await listOutlookMessageChanges(api, { deltaLink: input.cursor })) };
    } catch (error) {
      if (!isExpiredCursor(error)) throw error;
    }
  }
  const since = new Date(input.now.getTime() - FIRST_SYNC_WINDOW_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
  const round = await listOutlookMessageChanges(api, {
    folder: "inbox",
    query: { $select: DELTA_FIELDS, $filter: `receivedDateTime ge ${since}` },
  });
  return { first: true, ...round };
}

/** Both feeds' cursors in one: a cursor from before the calendar was followed is the inbox's deltaLink alone. */
const OutlookCursorSchema = z.object({
  mail: z.string().min(1),
  calendar: z.object({ deltaLink: z.string().min(1), windowEnd: z.string().min(1) }).nullable(),
});
type OutlookCursor = z.infer<typeof OutlookCursorSchema>;

function readCursor(cursor: string | null): OutlookCursor | null {
  if (!cursor) return null;
  if (!cursor.startsWith("{")) return { mail: cursor, calendar: null };
  try {
    return OutlookCursorSchema.parse(JSON.parse(cursor));
  } catch {
    // Not a cursor Shifu wrote: both feeds start over.
    return null;
  }
}

async function readMailChanges(api: ProviderApi, input: ReadChangesInput) {
  const { first, changes, deltaLink } = await readInboxChanges(api, input);
  const deletedIds = changes.filter((change) => change["@removed"]).map((change) => change.id);
  const items = changes
    .filter((change) => !change["@removed"] && !change.isDraft)
    .map((message) => toSyncedItem(message, input.account, input.now))
    .sort((left, right) => right.date.getTime() - left.date.getTime());
  return { items: first ? items.slice(0, FIRST_SYNC_MAX_ITEMS) : items, deletedIds, deltaLink };
}

/**
 * Outlook's inbox through Graph's message delta (a first sync asks for the last 7 days, a message deleted or moved
 * out of the inbox comes back `@removed`) and its calendar through the calendarView delta (calendar-notifications.ts),
 * each with its own deltaLink in the one cursor. A calendar card's id is '<eventId>:<what happened>', which a Graph
 * message id never has.
 */
export const outlookNotifications: NotificationSource = {
  async readChanges(api, input): Promise<ChangesPage> {
    const cursor = readCursor(input.cursor);
    // One after the other: a refusal (a 429, a revoked token) stops the sync before it asks Graph again.
    const mail = await readMailChanges(api, { ...input, cursor: cursor?.mail ?? null });
    const calendar = await readOutlookCalendarChanges(api, input, cursor?.calendar ?? null);
    const next: OutlookCursor = { mail: mail.deltaLink, calendar: calendar.cursor };
    return {
      items: [...mail.items, ...calendar.items],
      deletedIds: [...mail.deletedIds, ...calendar.deletedIds],
      cursor: JSON.stringify(next),
    };
  },
  async deleteItem(api, providerItemId) {
    if (isCalendarNotificationId(providerItemId)) return deleteOutlookCalendarItem(api, providerItemId);
    try {
      await moveOutlookMessage(api, providerItemId, "deleteditems");
    } catch (error) {
      // Already gone from the mailbox: what the person asked for is done.
      if (!(error instanceof ProviderError && error.status === 404)) throw error;
    }
  },
  suggestActions: suggestMeetingActions,
};
