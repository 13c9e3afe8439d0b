import { z } from "zod";
import { defineTool } from "../../app-tool";
import { deleteCalendarEvent, getCalendarEvent } from "../client";
import { describeAttendees } from "../describe-attendees";
import { formatEventTime } from "../format-event-time";

const CancelEventInputSchema = z.object({
  eventId: z.string().trim().min(1).max(1024).describe("Id del evento, de calendar_list_events"),
  title: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  when: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  attendees: z.array(z.string()).optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type CancelEventInput = z.infer<typeof CancelEventInputSchema>;

export const calendarCancelEvent = defineTool<CancelEventInput>({
  name: "calendar_cancel_event",
  app: "calendar",
  description:
    "Cancela (elimina) un evento de Google Calendar y avisa de la cancelación a sus invitados. El evento se busca " +
    "antes con calendar_list_events o calendar_find_next_meeting.",
  inputSchema: CancelEventInputSchema,
  writes: true,
  intent: { action: "delete", objects: ["event"] },
  target: { searchTool: "calendar_find_next_meeting" },
  argsFromRequest: (_request, target) => (target ? { eventId: target.id } : null),
  resolve: async (context, input) => {
    const event = await getCalendarEvent(context.api, input.eventId);
    const attendees = (event.attendees ?? []).filter((attendee) => !attendee.self).map((attendee) => attendee.email);
    return {
      eventId: event.id,
      title: event.summary ?? "(sin título)",
      when: formatEventTime(event.start, event.end, context.timeZone),
      ...(attendees.length > 0 ? { attendees } : {}),
    };
  },
  describe: async (_context, input) => {
    const when = input.when ? ` del ${input.when}` : "";
    const told = input.attendees?.length
      ? ` y avisar de la cancelación a ${describeAttendees(input.attendees).replace(" con ", "")}`
      : "";
    return `Cancelar el evento «${input.title ?? input.eventId}»${when}${told}`;
  },
  execute: async (context, input) => {
    await deleteCalendarEvent(context.api, input.eventId, input.attendees?.length ? "all" : "none");
    const told = input.attendees?.length ? " y he avisado a los invitados" : "";
    return { kind: "done", message: `He cancelado el evento «${input.title ?? input.eventId}»${told}.` };
  },
});
