import { defineTool } from "../../app-tool";
import { deleteCalendarEvent, getCalendarEvent } from "../client";
import {
  type CancelEventInput,
  createCancelEventInputSchema,
  describeEventCancel,
  readCancelEventArgs,
} from "../event-tool-inputs";
import { formatEventTime } from "../format-event-time";

const CancelEventInputSchema = createCancelEventInputSchema("calendar_list_events");

export const calendarCancelEvent = defineTool<CancelEventInput>({
  name: "calendar_cancel_event",
  app: "calendar",
  description:
    "Cancela (elimina) un evento de Google Calendar y avisa de la cancelación a sus invitados. En una reunión que se " +
    "repite, cancela solo la sesión encontrada o, con scope series, toda la serie. El evento se busca antes con " +
    "calendar_list_events o calendar_find_next_meeting.",
  inputSchema: CancelEventInputSchema,
  writes: true,
  intent: { action: "delete", objects: ["event"] },
  target: { searchTool: "calendar_find_next_meeting" },
  argsFromRequest: readCancelEventArgs,
  resolve: async (context, input) => {
    const event = await getCalendarEvent(context.api, input.eventId);
    const attendees = (event.attendees ?? []).filter((attendee) => !attendee.self).map((attendee) => attendee.email);
    // The whole series is cancelled through its own id (Calendar's recurringEventId); the card shows the session found.
    const series = input.scope === "series" ? event.recurringEventId : undefined;
    return {
      eventId: series ?? event.id,
      title: event.summary ?? "(sin título)",
      when: formatEventTime(event.start, event.end, context.timeZone),
      ...(attendees.length > 0 ? { attendees } : {}),
      ...(event.recurringEventId ? { occurrence: true, scope: series ? "series" : "occurrence" } : {}),
    };
  },
  describe: async (_context, input) => describeEventCancel(input, "Cancelar"),
  execute: async (context, input) => {
    await deleteCalendarEvent(context.api, input.eventId, input.attendees?.length ? "all" : "none");
    const told = input.attendees?.length ? " y he avisado a los invitados" : "";
    const what = input.scope === "series" ? "toda la serie" : "el evento";
    return { kind: "done", message: `He cancelado ${what} «${input.title ?? input.eventId}»${told}.` };
  },
});
