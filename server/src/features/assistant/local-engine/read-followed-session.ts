import { normalizeText } from "./normalize-text";
import { parseSpanishDates } from "./parse-spanish-dates";
import type { SpanishRequest } from "./parse-spanish-request";
import { readMeetingWeek, readSeriesScope, readWeekday } from "./read-meeting-request";

/**
 * 'cancela solo la de esta semana' or 'anula la del jueves' right after the meeting was named ('¿cuándo es el
 * comité?'): the follow-up makes it that meeting's cancellation, and its days, read as a bare cancellation's (looking
 * back, as of mail), are read again as a meeting's: ahead, 'esta semana' at the weekend being the coming one, and the
 * sessions said.
 */
export function readFollowedSession(
  parsed: SpanishRequest,
  followed: SpanishRequest,
  context: { now: Date; timeZone: string },
): SpanishRequest {
  const becameMeeting = parsed.objects.length === 0 && followed.objects.includes("event");
  if (!becameMeeting || followed.action !== "trash" || !followed.request.dateRange) return followed;
  const normalized = normalizeText(parsed.request.text);
  const ahead = parseSpanishDates(parsed.request.text, { ...context, direction: "future" }).dateRange;
  const week = readMeetingWeek(normalized, ahead, readWeekday(context.now, context.timeZone));
  const dateRange = week ?? followed.request.dateRange;
  const scope = readSeriesScope(normalized);
  return { ...followed, request: { ...followed.request, dateRange, ...(scope ? { seriesScope: scope } : {}) } };
}
