import type { ProviderApi } from "../provider-api";
import { toLocalDay } from "../to-local-day";
import { listOutlookInstances, type OutlookEvent, readOutlookInstant, updateOutlookEvent } from "./calendar-client";

const DAY_MS = 86_400_000;
/** How far ahead a series' sessions are looked through: Graph's instances need a window. */
const SESSIONS_AHEAD_MS = 366 * DAY_MS;

const instancesFrom = (api: ProviderApi, id: string, from: string) =>
  listOutlookInstances(api, id, {
    startDateTime: from,
    endDateTime: new Date(Date.parse(from) + SESSIONS_AHEAD_MS).toISOString(),
    top: 1000,
  });

/**
 * The sessions of a series after `splitAt` that were moved on their own (Graph's exceptions), read before the split:
 * once the master's range ends before them, they leave the calendar, and the person's moved session would vanish.
 */
export async function listMovedOutlookSessions(
  api: ProviderApi,
  masterId: string,
  splitAt: string,
): Promise<OutlookEvent[]> {
  const instances = await instancesFrom(api, masterId, splitAt);
  return instances.filter(
    (instance) =>
      instance.type === "exception" &&
      !instance.isCancelled &&
      instance.originalStart &&
      Date.parse(instance.originalStart) > Date.parse(splitAt),
  );
}

/**
 * Carries the sessions moved on their own into the series that goes on after a split: each moves the new series'
 * session of its own week (as many days from the split as its original day was) to the day and time it had, so what
 * the person moved stays where they put it.
 */
export async function carryMovedOutlookSessions(
  api: ProviderApi,
  moved: readonly OutlookEvent[],
  into: { series: OutlookEvent; splitAt: string; timeZone: string },
): Promise<void> {
  if (moved.length === 0) return;
  const newStart = readOutlookInstant(into.series.start);
  const sessions = await instancesFrom(api, into.series.id, new Date(Date.parse(newStart) - DAY_MS).toISOString());
  const dayOf = (instant: string) => Date.parse(toLocalDay(instant, into.timeZone));
  for (const session of moved) {
    const days = Math.round((dayOf(session.originalStart ?? into.splitAt) - dayOf(into.splitAt)) / DAY_MS);
    const target = sessions.find(
      (candidate) => dayOf(readOutlookInstant(candidate.start)) === dayOf(newStart) + days * DAY_MS,
    );
    if (!target) continue;
    await updateOutlookEvent(api, target.id, { start: session.start, end: session.end });
  }
}
