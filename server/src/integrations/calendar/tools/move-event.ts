import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { cancelMovedSessions, carryChangedSessions, listChangedSessions } from "../carry-changed-sessions";
import {
  type CalendarEvent,
  type CalendarSendUpdates,
  getCalendarEvent,
  insertCalendarEvent,
  patchCalendarEvent,
} from "../client";
import {
  createMoveEventInputSchema,
  describeEventMove,
  type MoveEventInput,
  readMovedEnd,
  readMovedStart,
  readMoveEventArgs,
  shiftSeries,
} from "../event-tool-inputs";
import { formatEventTime } from "../format-event-time";
import { readAffectedSessions } from "../read-affected-sessions";
import { countDayShift, splitRecurrence } from "../split-recurrence";
import { toCalendarItem } from "../to-calendar-item";

const MoveEventInputSchema = createMoveEventInputSchema("calendar_list_events");

export const calendarMoveEvent = defineTool<MoveEventInput>({
  name: "calendar_move_event",
  app: "calendar",
  description:
    "Cambia de hora o de día un evento de Google Calendar, o su duración (con un nuevo final), y avisa a los " +
    "invitados. En una reunión que se repite, cambia solo la sesión encontrada; con scope following, esa sesión y " +
    "las siguientes; con scope series, toda la serie. " +
    "El evento se busca antes con calendar_list_events.",
  inputSchema: MoveEventInputSchema,
  writes: true,
  intent: { action: "reschedule", objects: ["event"] },
  target: { searchTool: "calendar_find_next_meeting" },
  argsFromRequest: readMoveEventArgs,
  // The event as it is now is read once here: the card shows where it was and where it goes, who is told and, for a
  // series, the days of the sessions that change; for more than one session the id becomes the series'.
  resolve: async (context, input) => {
    const event = await getCalendarEvent(context.api, input.eventId);
    if (event.status === "cancelled" || !event.start.dateTime || !event.end.dateTime) {
      throw new AppError("BAD_REQUEST", { message: "Solo puedo mover eventos con hora que no estén cancelados." });
    }
    const start = readMovedStart(input, event.start.dateTime, context.timeZone);
    const end = readMovedEnd({ start, end: input.end }, { start: event.start.dateTime, end: event.end.dateTime });
    const attendees = (event.attendees ?? []).filter((attendee) => !attendee.self).map((attendee) => attendee.email);
    const affected = await readAffectedSessions(context, event, input.scope);
    return {
      ...affected,
      start,
      end,
      title: event.summary ?? "(sin título)",
      previousStart: event.start.dateTime,
      previousEnd: event.end.dateTime,
      ...(attendees.length > 0 ? { attendees } : {}),
    };
  },
  describe: async (context, input) => describeEventMove(input, { action: "Mover", timeZone: context.timeZone }),
  execute: async (context, input) => {
    // Resolved before the card: the start is whole by now, the day read from where the event was.
    const start = readMovedStart(input, input.previousStart ?? "", context.timeZone);
    const end = input.end ?? start;
    const sendUpdates = input.attendees?.length ? "all" : "none";
    const told = input.attendees?.length ? " y he avisado a los invitados" : "";
    const series =
      input.scope === "series" || input.scope === "following"
        ? await getCalendarEvent(context.api, input.eventId)
        : undefined;
    if (series && input.scope === "following" && input.splitAt) {
      const split = splitRecurrence(series.recurrence ?? [], {
        seriesStart: series.start.dateTime ?? input.splitAt,
        sessionStart: input.splitAt,
        dayShift: countDayShift(input.previousStart ?? start, start, context.timeZone),
        timeZone: series.start.timeZone ?? context.timeZone,
      });
      if (split) {
        const created = await splitSeries(
          context.api,
          series,
          split,
          { start, end, timeZone: context.timeZone, splitAt: input.splitAt },
          sendUpdates,
        );
        const when = formatEventTime(created.start, created.end, context.timeZone);
        return {
          kind: "done",
          message: `He movido «${series.summary ?? input.title ?? ""}» desde la sesión del ${when} en adelante; las anteriores siguen como estaban${told}.`,
          item: toCalendarItem(created, context.timeZone),
        };
      }
    }
    if (series) {
      // The series moves by as much as the session shown on the card did, so every session keeps its weekday. A split
      // at the series' first session is the whole series too.
      const moved = shiftSeries(
        { previousStart: input.previousStart ?? start, start, end },
        { start: series.start.dateTime ?? start },
      );
      await patchCalendarEvent(
        context.api,
        input.eventId,
        {
          start: { dateTime: moved.start, timeZone: context.timeZone },
          end: { dateTime: moved.end, timeZone: context.timeZone },
        },
        sendUpdates,
      );
      const when = formatEventTime({ dateTime: start }, { dateTime: end }, context.timeZone);
      return {
        kind: "done",
        message: `He movido toda la serie «${series.summary ?? input.title ?? ""}»: la sesión del ${when} y todas las demás a la misma hora${told}.`,
      };
    }
    const event = await patchCalendarEvent(
      context.api,
      input.eventId,
      { start: { dateTime: start, timeZone: context.timeZone }, end: { dateTime: end, timeZone: context.timeZone } },
      sendUpdates,
    );
    const when = formatEventTime(event.start, event.end, context.timeZone);
    return {
      kind: "done",
      message: `He movido el evento «${event.summary ?? input.title ?? ""}» al ${when}${told}.`,
      item: toCalendarItem(event, context.timeZone),
    };
  },
});

/**
 * Google's own 'this and following': the series ends just before the chosen session (an UNTIL in its rule) and a new
 * series, with the change, starts at it and repeats the same rule; the attendees hear of both writes. A later session
 * the person had moved or cancelled on its own goes with the new series, still as they left it, and a moved one is not
 * left behind in the old series.
 */
async function splitSeries(
  api: Parameters<typeof patchCalendarEvent>[0],
  series: CalendarEvent,
  split: { before: string[]; after: string[] },
  change: { start: string; end: string; timeZone: string; splitAt: string },
  sendUpdates: CalendarSendUpdates,
): Promise<CalendarEvent> {
  const changedAlone = await listChangedSessions(api, series.id, change.splitAt);
  await patchCalendarEvent(api, series.id, { recurrence: split.before }, sendUpdates);
  const attendees = (series.attendees ?? []).filter((attendee) => !attendee.self).map(({ email }) => ({ email }));
  const created = await insertCalendarEvent(
    api,
    {
      summary: series.summary ?? "",
      ...(series.description ? { description: series.description } : {}),
      ...(series.location ? { location: series.location } : {}),
      start: { dateTime: change.start, timeZone: change.timeZone },
      end: { dateTime: change.end, timeZone: change.timeZone },
      ...(attendees.length > 0 ? { attendees } : {}),
      recurrence: split.after,
    },
    sendUpdates,
  );
  await carryChangedSessions(api, changedAlone, {
    series: created,
    splitAt: change.splitAt,
    timeZone: change.timeZone,
    sendUpdates,
  });
  await cancelMovedSessions(api, changedAlone, sendUpdates);
  return created;
}
