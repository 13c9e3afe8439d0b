import type { ToolContext } from "../app-tool";
import { type EventScope, listSessionDays, requireSessionsSaid, SESSIONS_SHOWN } from "../calendar/event-tool-inputs";
import type { AffectedSessions } from "../calendar/read-affected-sessions";
import { listOutlookInstances, type OutlookEvent, readOutlookInstant } from "./calendar-client";

/** How far ahead the sessions of a series are looked for: Graph's instances need a window. */
const SESSIONS_AHEAD_MS = 366 * 86_400_000;

/**
 * Reads which sessions a move or a cancellation of an Outlook event reaches, from Graph's own expansion of the series
 * (`/me/events/{master}/instances`), so that the card lists their days: the session alone, it and the later ones (the
 * series is split at its start, `splitAt`), or the whole series from now on. A single event is itself; a session with
 * no scope said is refused, for the person to be asked.
 */
export async function readAffectedOutlookSessions(
  context: ToolContext,
  event: OutlookEvent,
  scope: EventScope,
): Promise<AffectedSessions> {
  const inSeries = event.type === "occurrence" || event.type === "exception";
  const masterId = inSeries ? event.seriesMasterId : undefined;
  if (!masterId) return { eventId: event.id };
  const start = readOutlookInstant(event.start);
  requireSessionsSaid(scope, { title: event.subject || "(sin título)", start }, context.timeZone);
  if (scope !== "series" && scope !== "following") {
    return { eventId: event.id, occurrence: true, scope: "occurrence", ...listSessionDays([start], context.timeZone) };
  }
  const from = scope === "following" ? Date.parse(start) : context.now.getTime();
  const instances = await listOutlookInstances(context.api, masterId, {
    startDateTime: new Date(from).toISOString(),
    endDateTime: new Date(from + SESSIONS_AHEAD_MS).toISOString(),
    top: SESSIONS_SHOWN + 1,
  });
  const starts = instances
    .filter((instance) => !instance.isCancelled)
    .map((instance) => readOutlookInstant(instance.start));
  return {
    eventId: masterId,
    occurrence: true,
    scope,
    ...listSessionDays(starts, context.timeZone),
    ...(scope === "following" ? { splitAt: start } : {}),
  };
}
