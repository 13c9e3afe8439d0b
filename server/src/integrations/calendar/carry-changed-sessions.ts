import { DAY_MS } from "../../time-spans";
import { readLocalInstant, toLocalDay } from "../to-local-day";
import {
  type CalendarEvent,
  type CalendarSendUpdates,
  deleteCalendarEvent,
  listCalendarInstances,
  patchCalendarEvent,
} from "./client";
import { countDayShift } from "./split-recurrence";

type ProviderApi = Parameters<typeof patchCalendarEvent>[0];

/** How many sessions from the split on are looked through for ones changed on their own: a year of a weekly meeting. */
const SESSIONS_LOOKED_AT = 60;
/** How far before the split a later session moved on its own is looked for: a year, on Calendar's largest page. */
const MOVED_EARLIER_MS = 366 * DAY_MS;
const LARGEST_PAGE = 2500;

/**
 * The sessions of a series from `splitAt` on that were moved or cancelled on their own (exceptions), read before the
 * split: once the series ends before them, the new series' rule would bring a cancelled one back and a moved one at
 * its old place, and a moved one would stay behind as an event of its own. Calendar lists instances by where they are
 * now, so a later session moved to before the split is read from the year before it, and known by its original start.
 */
export async function listChangedSessions(
  api: ProviderApi,
  seriesId: string,
  splitAt: string,
): Promise<CalendarEvent[]> {
  const [fromSplit, beforeSplit] = await Promise.all([
    listCalendarInstances(api, seriesId, { timeMin: splitAt, maxResults: SESSIONS_LOOKED_AT, showDeleted: true }),
    listCalendarInstances(api, seriesId, {
      timeMin: new Date(Date.parse(splitAt) - MOVED_EARLIER_MS).toISOString(),
      timeMax: splitAt,
      maxResults: LARGEST_PAGE,
    }),
  ]);
  const instances = new Map([...(beforeSplit.items ?? []), ...(fromSplit.items ?? [])].map((item) => [item.id, item]));
  return [...instances.values()].filter((instance) => {
    const original = instance.originalStartTime?.dateTime;
    if (!original || !instance.start.dateTime || Date.parse(original) < Date.parse(splitAt)) return false;
    return instance.status === "cancelled" || isMoved(instance);
  });
}

function isMoved(session: CalendarEvent): boolean {
  const original = session.originalStartTime?.dateTime;
  return Boolean(original && session.start.dateTime && Date.parse(session.start.dateTime) !== Date.parse(original));
}

/**
 * Cancels the sessions moved on their own that a series ended at a split leaves behind (`changed`, read before it):
 * Calendar goes on listing an exception whose original start the rule no longer reaches, where its own 'this and
 * following' cancels it.
 */
export async function cancelMovedSessions(
  api: ProviderApi,
  changed: readonly CalendarEvent[],
  sendUpdates: CalendarSendUpdates,
): Promise<void> {
  for (const session of changed) {
    if (session.status !== "cancelled" && isMoved(session)) await deleteCalendarEvent(api, session.id, sendUpdates);
  }
}

/** 'HH:mm' as a clock in `timeZone` shows `instant`. */
function readWallTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(instant),
  );
}

/**
 * Carries the sessions changed on their own into the series that goes on after a split: each is the new series'
 * session of its own week (as many days from the split as it was), moved to the day and time it had or cancelled, so
 * that what the person changed stays as they left it. Calendar names a session of a series by the series' id and its
 * original start in UTC.
 */
export async function carryChangedSessions(
  api: ProviderApi,
  changed: readonly CalendarEvent[],
  into: { series: CalendarEvent; splitAt: string; timeZone: string; sendUpdates: CalendarSendUpdates },
): Promise<void> {
  const newStart = into.series.start.dateTime;
  if (!newStart) return;
  const firstDay = toLocalDay(newStart, into.timeZone);
  const time = readWallTime(newStart, into.timeZone);
  for (const session of changed) {
    const originalStart = session.originalStartTime?.dateTime ?? into.splitAt;
    // The session at the split is the one the change is made to, which the new series starts with.
    if (Date.parse(originalStart) <= Date.parse(into.splitAt)) continue;
    const days = countDayShift(into.splitAt, originalStart, into.timeZone);
    const day = new Date(Date.parse(`${firstDay}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    const original = new Date(readLocalInstant(day, time, into.timeZone)).toISOString();
    const id = `${into.series.id}_${original.replace(/[-:]/g, "").slice(0, 15)}Z`;
    if (session.status === "cancelled") {
      await deleteCalendarEvent(api, id, into.sendUpdates);
      continue;
    }
    await patchCalendarEvent(
      api,
      id,
      {
        start: { dateTime: session.start.dateTime ?? original, timeZone: into.timeZone },
        end: { dateTime: session.end.dateTime ?? original, timeZone: into.timeZone },
      },
      into.sendUpdates,
    );
  }
}
