import { AppError } from "../../errors/app-error";
import { type CalendarChangeKind, readCalendarEventId, toCalendarNotificationId } from "../calendar/calendar-item-id";
import { formatEventTime } from "../calendar/format-event-time";
import {
  FIRST_SYNC_BACK_MS,
  type MeetingChange,
  RECENT_CHANGE_MS,
  STARTING_WINDOW_MS,
  titleMeetingCard,
} from "../calendar/meeting-card";
import type { ReadChangesInput, SyncedItem } from "../notification-source";
import { type ProviderApi, ProviderError } from "../provider-api";
import {
  deleteOutlookEvent,
  getOutlookEvent,
  listOutlookCalendarChanges,
  listOutlookCalendarView,
  type OutlookEvent,
  type OutlookEventChange,
  readOutlookInstant,
} from "./calendar-client";
import { isPendingOutlookInvitation } from "./to-outlook-event-item";

/** How far ahead a round of the calendarView delta looks; a round is started again before it runs short. */
const WINDOW_AHEAD_MS = 90 * 86_400_000;
const RENEW_BEFORE_MS = 30 * 86_400_000;
/** Graph stamps an answer and the event's change within a moment of each other; a later change is the organiser's. */
const ANSWER_SLACK_MS = 60_000;

/** Where the calendar's delta stands: its deltaLink and the end of the window it watches. */
export type OutlookCalendarCursor = { deltaLink: string; windowEnd: string };

type Change = { event: OutlookEvent; kind: CalendarChangeKind; change: MeetingChange };

function describeOrganizer(event: OutlookEvent): string | null {
  const { name, address } = event.organizer?.emailAddress ?? {};
  if (!address) return name ?? null;
  return name ? `${name} <${address}>` : address;
}

function toSyncedItem({ event, kind, change }: Change, input: ReadChangesInput): SyncedItem {
  const timeZone = input.timeZone ?? "UTC";
  const start = readOutlookInstant(event.start);
  const when = formatEventTime({ dateTime: start }, { dateTime: readOutlookInstant(event.end) }, timeZone);
  const place = event.location?.displayName;
  const others = (event.attendees ?? []).filter((attendee) => attendee.emailAddress.address !== input.account);
  const lines = [
    `Cuándo: ${when}`,
    ...(place ? [`Dónde: ${place}`] : []),
    ...(others.length > 0
      ? [`Asistentes: ${others.map((who) => who.emailAddress.name ?? who.emailAddress.address).join(", ")}`]
      : []),
    ...(event.onlineMeeting?.joinUrl ? [`Reunión de Teams: ${event.onlineMeeting.joinUrl}`] : []),
    ...(event.bodyPreview ? ["", event.bodyPreview] : []),
  ];
  const modified = Date.parse(event.lastModifiedDateTime ?? "");
  const organizer = event.organizer?.emailAddress;
  return {
    providerItemId: toCalendarNotificationId(event.id, kind),
    title: titleMeetingCard(change, organizer?.name ?? organizer?.address),
    body: lines.join("\n"),
    subject: event.subject || "(sin título)",
    senderFull: describeOrganizer(event),
    snippet: place ? `${when} · ${place}` : when,
    date: change === "starting" || !Number.isFinite(modified) ? input.now : new Date(modified),
    actionUrl: event.webLink ?? null,
    importance: "normal",
    hasAttachments: false,
    signals: {
      directToUser: true,
      // The user's own meetings changed or cancelled are their own doing, never news to them.
      byUser: Boolean(event.isOrganizer) && change !== "starting",
      senderAddress: organizer?.address ?? null,
      meeting: { change, startsAt: new Date(start) },
    },
  };
}

/**
 * A change of someone else's meeting that is not the user's own answer: Graph keeps no sequence number, so the event
 * changed after the user answered it (and, on a first sync, within the last week).
 */
function isOrganizerChange(event: OutlookEvent, options: { now: Date; first: boolean }): boolean {
  const modified = Date.parse(event.lastModifiedDateTime ?? "");
  const created = Date.parse(event.createdDateTime ?? "");
  const answered = Date.parse(event.responseStatus?.time ?? "") || 0;
  if (!Number.isFinite(modified) || modified - Math.max(answered, created || 0) <= ANSWER_SLACK_MS) return false;
  return !options.first || options.now.getTime() - modified < RECENT_CHANGE_MS;
}

/** What an event of the delta is news of: an invitation, the organiser's change, a cancellation, or nothing. */
function readChange(event: OutlookEventChange, options: { now: Date; first: boolean }): Change | undefined {
  if (event["@removed"] || event.isOrganizer) return undefined;
  if (Date.parse(readOutlookInstant(event.end)) <= options.now.getTime()) return undefined;
  // A series master stands for its occurrences, which the delta gives one by one.
  if (event.type === "seriesMaster") return undefined;
  if (event.isCancelled) return options.first ? undefined : { event, kind: "cancelled", change: "cancelled" };
  if (isPendingOutlookInvitation(event)) return { event, kind: "invitation", change: "invitation" };
  if (event.responseStatus?.response === "declined" || !isOrganizerChange(event, options)) return undefined;
  const modified = Date.parse(event.lastModifiedDateTime ?? "");
  return { event, kind: `changed-${Math.floor(modified / 1000)}`, change: "changed" };
}

/** Graph answers 410 Gone to a deltaLink whose sync state it no longer keeps: the round starts over. */
function isExpiredCursor(error: unknown): boolean {
  return error instanceof ProviderError && error.status === 410;
}

async function readCalendarRound(api: ProviderApi, cursor: OutlookCalendarCursor | null, now: Date) {
  // A window running short is watched again from now: the new round brings the invitations already known once more,
  // which are stored once.
  if (cursor && Date.parse(cursor.windowEnd) - now.getTime() > RENEW_BEFORE_MS) {
    try {
      const round = await listOutlookCalendarChanges(api, { deltaLink: cursor.deltaLink });
      return { initial: false, ...round, windowEnd: cursor.windowEnd };
    } catch (error) {
      if (!isExpiredCursor(error)) throw error;
    }
  }
  const windowEnd = new Date(now.getTime() + WINDOW_AHEAD_MS).toISOString();
  const round = await listOutlookCalendarChanges(api, {
    startDateTime: new Date(now.getTime() - FIRST_SYNC_BACK_MS).toISOString(),
    endDateTime: windowEnd,
  });
  return { initial: true, ...round, windowEnd };
}

/** The meetings starting within the next 15 minutes, which no delta brings: they did not change. */
async function readStartingSoon(api: ProviderApi, now: Date): Promise<Change[]> {
  const { value } = await listOutlookCalendarView(api, {
    startDateTime: now.toISOString(),
    endDateTime: new Date(now.getTime() + STARTING_WINDOW_MS).toISOString(),
    top: 10,
  });
  return value
    .filter((event) => {
      const start = Date.parse(readOutlookInstant(event.start));
      const declined = event.responseStatus?.response === "declined";
      return !event.isAllDay && !event.isCancelled && !declined && start >= now.getTime();
    })
    .map((event) => ({ event, kind: "starting", change: "starting" }));
}

/**
 * The Outlook calendar's invitations and meeting changes through Graph's calendarView delta: the first round watches
 * from a day back to three months ahead and keeps its deltaLink; later rounds get what changed (an event gone comes
 * `@removed`). Meetings starting within 15 minutes are read at each sync. An invitation answered, or a meeting
 * cancelled or removed, takes its earlier cards away.
 */
export async function readOutlookCalendarChanges(
  api: ProviderApi,
  input: ReadChangesInput,
  cursor: OutlookCalendarCursor | null,
): Promise<{ items: SyncedItem[]; deletedIds: string[]; cursor: OutlookCalendarCursor }> {
  const { initial, entries, deltaLink, windowEnd } = await readCalendarRound(api, cursor, input.now);
  // An initial round lists the calendar as it is: old cancellations are no news, but answered invitations still go.
  const changes = entries.flatMap((event) => readChange(event, { now: input.now, first: initial }) ?? []);
  const starting = await readStartingSoon(api, input.now);
  const deletedIds = !cursor
    ? []
    : entries
        .filter((event) => event["@removed"] || event.isCancelled || !isPendingOutlookInvitation(event))
        .flatMap((event) => [
          toCalendarNotificationId(event.id, "invitation"),
          ...(event["@removed"] || event.isCancelled ? [toCalendarNotificationId(event.id, "starting")] : []),
        ]);
  return {
    items: [...changes, ...starting].map((change) => toSyncedItem(change, input)),
    deletedIds,
    cursor: { deltaLink, windowEnd },
  };
}

/**
 * 'Eliminar' on a calendar card: someone else's meeting leaves the user's calendar (Graph tells no one); the user's
 * own meeting is refused, as cancelling it tells the attendees and belongs to the chat.
 */
export async function deleteOutlookCalendarItem(api: ProviderApi, providerItemId: string): Promise<void> {
  let event: OutlookEvent;
  try {
    event = await getOutlookEvent(api, readCalendarEventId(providerItemId));
  } catch (error) {
    // Already gone from the calendar: what the person asked for is done.
    if (error instanceof ProviderError && error.status === 404) return;
    throw error;
  }
  if (event.isOrganizer) {
    throw new AppError("BAD_REQUEST", {
      message: `«${event.subject || "(sin título)"}» lo organizas tú: para cancelarlo y avisar a los invitados, pídemelo en el chat.`,
    });
  }
  await deleteOutlookEvent(api, event.id);
}
