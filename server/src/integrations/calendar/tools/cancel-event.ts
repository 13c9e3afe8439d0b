import { defineTool } from "../../app-tool";
import { cancelMovedSessions, listChangedSessions } from "../carry-changed-sessions";
import { deleteCalendarEvent, getCalendarEvent, patchCalendarEvent } from "../client";
import {
  type CancelEventInput,
  createCancelEventInputSchema,
  describeEventCancel,
  readCancelEventArgs,
} from "../event-tool-inputs";
import { formatEventTime } from "../format-event-time";
import { readAffectedSessions } from "../read-affected-sessions";
import { splitRecurrence } from "../split-recurrence";

const CancelEventInputSchema = createCancelEventInputSchema("calendar_list_events");

export const calendarCancelEvent = defineTool<CancelEventInput>({
  name: "calendar_cancel_event",
  app: "calendar",
  description:
    "Cancela (elimina) un evento de Google Calendar y avisa de la cancelación a sus invitados. En una reunión que se " +
    "repite, cancela solo la sesión encontrada; con scope following, esa sesión y las siguientes; con scope series, " +
    "toda la serie. El evento se busca antes con calendar_list_events o calendar_find_next_meeting.",
  inputSchema: CancelEventInputSchema,
  writes: true,
  intent: { action: "delete", objects: ["event"] },
  target: { searchTool: "calendar_find_next_meeting" },
  argsFromRequest: readCancelEventArgs,
  resolve: async (context, input) => {
    const event = await getCalendarEvent(context.api, input.eventId);
    const attendees = (event.attendees ?? []).filter((attendee) => !attendee.self).map((attendee) => attendee.email);
    // More than one session is cancelled through the series' own id; the card shows the session found and the days.
    const affected = await readAffectedSessions(context, event, input.scope);
    return {
      ...affected,
      title: event.summary ?? "(sin título)",
      when: formatEventTime(event.start, event.end, context.timeZone),
      ...(attendees.length > 0 ? { attendees } : {}),
    };
  },
  describe: async (_context, input) => describeEventCancel(input, "Cancelar"),
  execute: async (context, input) => {
    const sendUpdates = input.attendees?.length ? "all" : "none";
    const told = input.attendees?.length ? " y he avisado a los invitados" : "";
    if (input.scope === "following" && input.splitAt) {
      // From one session on, the series ends before it (an UNTIL in its rule), as Google does; nothing new starts. A
      // later session moved on its own would stay in the calendar past the UNTIL, so it is cancelled too.
      const series = await getCalendarEvent(context.api, input.eventId);
      const split = splitRecurrence(series.recurrence ?? [], {
        seriesStart: series.start.dateTime ?? input.splitAt,
        sessionStart: input.splitAt,
        dayShift: 0,
        timeZone: series.start.timeZone ?? context.timeZone,
      });
      if (split) {
        const changedAlone = await listChangedSessions(context.api, input.eventId, input.splitAt);
        await patchCalendarEvent(context.api, input.eventId, { recurrence: split.before }, sendUpdates);
        await cancelMovedSessions(context.api, changedAlone, sendUpdates);
        return {
          kind: "done",
          message: `He cancelado «${input.title ?? series.summary ?? ""}» desde la sesión del ${input.when ?? ""} en adelante; las anteriores siguen como estaban${told}.`,
        };
      }
    }
    await deleteCalendarEvent(context.api, input.eventId, sendUpdates);
    const what = input.scope === "series" || input.scope === "following" ? "toda la serie" : "el evento";
    return { kind: "done", message: `He cancelado ${what} «${input.title ?? input.eventId}»${told}.` };
  },
});
