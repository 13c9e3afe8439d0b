import { DAY_MS } from "../../time-spans";
import type { ProviderApi } from "../provider-api";
import { toLocalDay } from "../to-local-day";
import {
  deleteOutlookEvent,
  listCancelledOutlookOccurrences,
  listOutlookInstances,
  type OutlookEvent,
  readOutlookInstant,
  updateOutlookEvent,
} from "./calendar-client";

/** How far ahead a series' sessions are looked through: Graph's instances need a window. */
const SESSIONS_AHEAD_MS = 366 * DAY_MS;
const OCCURRENCE_DAY = /\.(\d{4}-\d{2}-\d{2})$/;

/** The day of a session named by Graph's occurrenceId (`OID.{master id}.{day}`), in the series' zone. */
export function readOccurrenceDay(occurrenceId: string): string | undefined {
  return OCCURRENCE_DAY.exec(occurrenceId)?.[1];
}

/** A later session of a series changed on its own: the day its pattern gave it, and where it went if it was moved. */
export type ChangedOutlookSession = {
  originalDay: string;
  movedTo?: Pick<OutlookEvent, "start" | "end">;
};

const instancesFrom = (api: ProviderApi, id: string, from: string) =>
  listOutlookInstances(api, id, {
    startDateTime: from,
    endDateTime: new Date(Date.parse(from) + SESSIONS_AHEAD_MS).toISOString(),
    top: 1000,
  });

/**
 * The sessions of a series after `splitAt` that were moved (Graph's exceptions) or deleted on their own, read before
 * the split: once the master's range ends before them they leave the calendar, and the new series' pattern would
 * bring a deleted one back and a moved one at its old place. The instances no longer list a deleted session, so those
 * come from the master's cancelledOccurrences, by their day.
 */
export async function listChangedOutlookSessions(
  api: ProviderApi,
  masterId: string,
  at: { splitAt: string; timeZone: string },
): Promise<ChangedOutlookSession[]> {
  const [instances, cancelled] = await Promise.all([
    instancesFrom(api, masterId, at.splitAt),
    listCancelledOutlookOccurrences(api, masterId),
  ]);
  const moved = instances.flatMap((instance) =>
    instance.type === "exception" &&
    !instance.isCancelled &&
    instance.originalStart &&
    Date.parse(instance.originalStart) > Date.parse(at.splitAt)
      ? [
          {
            originalDay: toLocalDay(instance.originalStart, at.timeZone),
            movedTo: { start: instance.start, end: instance.end },
          },
        ]
      : [],
  );
  const splitDay = toLocalDay(at.splitAt, at.timeZone);
  const deleted = cancelled.flatMap((occurrenceId) => {
    const day = readOccurrenceDay(occurrenceId);
    return day && day > splitDay ? [{ originalDay: day }] : [];
  });
  return [...moved, ...deleted];
}

/**
 * Carries the sessions changed on their own into the series that goes on after a split: each is the new series'
 * session of its own week (as many days from the split as its original day was), moved to the day and time it had or
 * deleted, so what the person changed stays as they left it.
 */
export async function carryChangedOutlookSessions(
  api: ProviderApi,
  changed: readonly ChangedOutlookSession[],
  into: { series: OutlookEvent; splitAt: string; timeZone: string },
): Promise<void> {
  if (changed.length === 0) return;
  const newStart = readOutlookInstant(into.series.start);
  const sessions = await instancesFrom(api, into.series.id, new Date(Date.parse(newStart) - DAY_MS).toISOString());
  const dayOf = (instant: string) => Date.parse(toLocalDay(instant, into.timeZone));
  for (const session of changed) {
    const days = Math.round((Date.parse(session.originalDay) - dayOf(into.splitAt)) / DAY_MS);
    const target = sessions.find(
      (candidate) => dayOf(readOutlookInstant(candidate.start)) === dayOf(newStart) + days * DAY_MS,
    );
    if (!target) continue;
    if (session.movedTo) await updateOutlookEvent(api, target.id, session.movedTo);
    else await deleteOutlookEvent(api, target.id);
  }
}
