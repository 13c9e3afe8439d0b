import type { ToolContext } from "../app-tool";
import { type CalendarEvent, listCalendarInstances } from "./client";
import { type EventScope, listSessionDays, requireSessionsSaid, SESSIONS_SHOWN } from "./event-tool-inputs";

/** What a change to a Google Calendar event reaches: the id it is made on, and for a session of a series, which ones. */
export type AffectedSessions = {
  eventId: string;
  occurrence?: boolean;
  scope?: EventScope;
  sessions?: string[];
  moreSessions?: boolean;
  splitAt?: string;
};

/**
 * Reads which sessions a move or a cancellation of `event` reaches, from Calendar's own expansion of the series
 * (`events.instances`), so that the card lists their days: the session alone, it and the later ones (the series is split
 * at its original start, `splitAt`), or the whole series from now on. A single event is itself; a session with no
 * scope said is refused, for the person to be asked.
 */
export async function readAffectedSessions(
  context: ToolContext,
  event: CalendarEvent,
  scope: EventScope,
): Promise<AffectedSessions> {
  const seriesId = event.recurringEventId;
  if (!seriesId) return { eventId: event.id };
  const start = event.start.dateTime ?? event.start.date ?? "";
  requireSessionsSaid(scope, { title: event.summary ?? "(sin título)", start }, context.timeZone);
  if (scope !== "series" && scope !== "following") {
    return { eventId: event.id, occurrence: true, scope: "occurrence", ...listSessionDays([start], context.timeZone) };
  }
  const splitAt = event.originalStartTime?.dateTime ?? start;
  const from = scope === "following" ? splitAt : context.now.toISOString();
  const instances = await listCalendarInstances(context.api, seriesId, {
    timeMin: from,
    maxResults: SESSIONS_SHOWN + 1,
  });
  const starts = (instances.items ?? []).flatMap((instance) => instance.start.dateTime ?? instance.start.date ?? []);
  return {
    eventId: seriesId,
    occurrence: true,
    scope,
    ...listSessionDays(starts, context.timeZone),
    ...(scope === "following" ? { splitAt } : {}),
  };
}
