import { AppError } from "../../errors/app-error";
import type { ChangesPage, NotificationSource, ReadChangesInput, SyncedItem } from "../notification-source";
import { type ProviderApi, ProviderError } from "../provider-api";
import { type CalendarChangeKind, readCalendarEventId, toCalendarNotificationId } from "./calendar-item-id";
import {
  type CalendarEvent,
  type CalendarEventList,
  deleteCalendarEvent,
  getCalendarEvent,
  listCalendarChanges,
  listCalendarEvents,
  listCalendarForSync,
} from "./client";
import { formatEventTime } from "./format-event-time";
import {
  FIRST_SYNC_BACK_MS,
  type MeetingChange,
  RECENT_CHANGE_MS,
  STARTING_WINDOW_MS,
  suggestMeetingActions,
  titleMeetingCard,
} from "./meeting-card";
import { formatAttendee } from "./to-calendar-item";
import { isPendingInvitation } from "./tools/list-invitations";

/** Pages read per sync; a calendar changing more than this between syncs goes on at the next one. */
const MAX_PAGES = 20;

type Change = {
  event: CalendarEvent;
  kind: CalendarChangeKind;
  change: MeetingChange;
};

function readStart(event: CalendarEvent): number {
  return Date.parse(event.start.dateTime ?? `${event.start.date ?? ""}T00:00:00Z`);
}

function describeOrganizer(event: CalendarEvent): string | null {
  const organizer = event.organizer;
  if (!organizer?.email) return organizer?.displayName ?? null;
  return organizer.displayName ? `${organizer.displayName} <${organizer.email}>` : organizer.email;
}

function toSyncedItem({ event, kind, change }: Change, input: ReadChangesInput): SyncedItem {
  const timeZone = input.timeZone ?? "UTC";
  const when = formatEventTime(event.start, event.end, timeZone);
  const others = (event.attendees ?? []).filter((attendee) => !attendee.self);
  const lines = [
    `Cuándo: ${when}`,
    ...(event.location ? [`Dónde: ${event.location}`] : []),
    ...(others.length > 0 ? [`Asistentes: ${others.map(formatAttendee).join(", ")}`] : []),
    ...(event.hangoutLink ? [`Videollamada: ${event.hangoutLink}`] : []),
    ...(event.description ? ["", event.description] : []),
  ];
  const updated = Date.parse(event.updated ?? "");
  const organizer = describeOrganizer(event);
  return {
    providerItemId: toCalendarNotificationId(event.id, kind),
    title: titleMeetingCard(change, event.organizer?.displayName ?? event.organizer?.email),
    body: lines.join("\n"),
    subject: event.summary ?? "(sin título)",
    senderFull: organizer,
    snippet: event.location ? `${when} · ${event.location}` : when,
    date: change === "starting" || !Number.isFinite(updated) ? input.now : new Date(updated),
    actionUrl: event.htmlLink ?? null,
    importance: "normal",
    hasAttachments: false,
    signals: {
      directToUser: true,
      // The user's own meetings changed or cancelled are their own doing, never news to them.
      byUser: Boolean(event.organizer?.self) && change !== "starting",
      senderAddress: event.organizer?.email ?? null,
      meeting: { change, startsAt: new Date(readStart(event)) },
    },
  };
}

/** What an event that changed is news of: an invitation, a change by its organiser, a cancellation, or nothing. */
function readChange(event: CalendarEvent, options: { now: Date; first: boolean }): Change | undefined {
  // Calendar may give a deleted event as its id and status alone: nothing to show of it.
  if (event.status === "cancelled" && !event.summary) return undefined;
  const upcoming = Date.parse(event.end.dateTime ?? `${event.end.date ?? ""}T00:00:00Z`) > options.now.getTime();
  if (!upcoming) return undefined;
  if (event.status === "cancelled") {
    // An invitation the user removed is one they declined: no news to them.
    const declined = event.attendees?.find((attendee) => attendee.self)?.responseStatus === "declined";
    return options.first || declined ? undefined : { event, kind: "cancelled", change: "cancelled" };
  }
  if (isPendingInvitation(event)) return { event, kind: "invitation", change: "invitation" };
  // A raised sequence is the organiser's change of time or place; an answer to it leaves the sequence as it was.
  const sequence = event.sequence ?? 0;
  const recent = options.now.getTime() - Date.parse(event.updated ?? "") < RECENT_CHANGE_MS;
  if (sequence > 0 && !event.organizer?.self && (!options.first || recent)) {
    return { event, kind: `changed-${sequence}`, change: "changed" };
  }
  return undefined;
}

/** Calendar answers 410 Gone to a sync token it no longer honours: the sync starts over with a full one. */
function isExpiredToken(error: unknown): boolean {
  return error instanceof ProviderError && error.status === 410;
}

async function readAllPages(read: (pageToken?: string) => Promise<CalendarEventList>) {
  const events: CalendarEvent[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const list = await read(pageToken);
    events.push(...(list.items ?? []));
    if (!list.nextPageToken) return { events, syncToken: list.nextSyncToken };
    pageToken = list.nextPageToken;
  }
  return { events, syncToken: undefined };
}

async function readEventChanges(api: ProviderApi, input: ReadChangesInput) {
  if (input.cursor) {
    try {
      const cursor = input.cursor;
      return {
        first: false,
        ...(await readAllPages((pageToken) => listCalendarChanges(api, { syncToken: cursor, pageToken }))),
      };
    } catch (error) {
      if (!isExpiredToken(error)) throw error;
    }
  }
  const timeMin = new Date(input.now.getTime() - FIRST_SYNC_BACK_MS).toISOString();
  return { first: true, ...(await readAllPages((pageToken) => listCalendarForSync(api, { timeMin, pageToken }))) };
}

/** The meetings starting within the next 15 minutes, which no change feed brings: they did not change. */
async function readStartingSoon(api: ProviderApi, now: Date): Promise<Change[]> {
  const list = await listCalendarEvents(api, {
    timeMin: now.toISOString(),
    timeMax: new Date(now.getTime() + STARTING_WINDOW_MS).toISOString(),
    maxResults: 10,
  });
  return (list.items ?? [])
    .filter((event) => {
      const start = readStart(event);
      const declined = event.attendees?.find((attendee) => attendee.self)?.responseStatus === "declined";
      return event.start.dateTime && !declined && start >= now.getTime() && start - now.getTime() <= STARTING_WINDOW_MS;
    })
    .map((event) => ({ event, kind: "starting", change: "starting" }));
}

/**
 * Google Calendar's invitations and meeting changes through `events.list` with a `syncToken`: the first sync reads
 * from a day back and keeps the token, later ones get only what changed (cancellations included); meetings starting
 * within 15 minutes are read at each sync. An invitation answered or a meeting cancelled takes its earlier cards away.
 */
export const calendarNotifications: NotificationSource = {
  async readChanges(api, input): Promise<ChangesPage> {
    const { first, events, syncToken } = await readEventChanges(api, input);
    const changes = events.flatMap((event) => readChange(event, { now: input.now, first }) ?? []);
    const starting = await readStartingSoon(api, input.now);
    const deletedIds = first
      ? []
      : events
          .filter((event) => event.status === "cancelled" || !isPendingInvitation(event))
          .flatMap((event) => [
            toCalendarNotificationId(event.id, "invitation"),
            ...(event.status === "cancelled" ? [toCalendarNotificationId(event.id, "starting")] : []),
          ]);
    return {
      items: [...changes, ...starting].map((change) => toSyncedItem(change, input)),
      deletedIds,
      // Without a new token (a feed longer than a sync reads) the next sync goes on from the same one.
      cursor: syncToken ?? input.cursor ?? "",
    };
  },
  async deleteItem(api, providerItemId) {
    const eventId = readCalendarEventId(providerItemId);
    let event: CalendarEvent;
    try {
      event = await getCalendarEvent(api, eventId);
    } catch (error) {
      // Already gone from the calendar: what the person asked for is done.
      if (error instanceof ProviderError && (error.status === 404 || error.status === 410)) return;
      throw error;
    }
    if (event.organizer?.self) {
      throw new AppError("BAD_REQUEST", {
        message: `«${event.summary ?? "(sin título)"}» lo organizas tú: para cancelarlo y avisar a los invitados, pídemelo en el chat.`,
      });
    }
    // Someone else's meeting leaves the user's calendar only; the organiser's copy is theirs.
    await deleteCalendarEvent(api, event.id, "none");
  },
  suggestActions: suggestMeetingActions,
};
