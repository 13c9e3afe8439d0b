import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { getCalendarEvent, patchCalendarEvent } from "../client";
import { describeAttendees } from "../describe-attendees";
import { formatEventTime } from "../format-event-time";
import { EventInstantSchema } from "../read-time-range";
import { toCalendarItem } from "../to-calendar-item";

const MoveEventInputSchema = z.object({
  eventId: z.string().trim().min(1).max(1024).describe("Id del evento, de calendar_list_events"),
  start: EventInstantSchema.describe("Nuevo comienzo: fecha y hora ISO 8601 con desfase"),
  end: EventInstantSchema.optional().describe("Nuevo final; sin él, el evento conserva su duración"),
  title: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  previousStart: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  previousEnd: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  attendees: z.array(z.string()).optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type MoveEventInput = z.infer<typeof MoveEventInputSchema>;

export const calendarMoveEvent = defineTool<MoveEventInput>({
  name: "calendar_move_event",
  app: "calendar",
  description:
    "Cambia de hora o de día un evento de Google Calendar, o su duración (con un nuevo final), y avisa a los " +
    "invitados. El evento se busca antes con calendar_list_events.",
  inputSchema: MoveEventInputSchema,
  writes: true,
  intent: { action: "reschedule", objects: ["event"] },
  target: { searchTool: "calendar_find_next_meeting" },
  argsFromRequest: (request, target) => {
    if (!target || !request.dueDate || !/T\d{2}:\d{2}/.test(request.dueDate)) return null;
    return {
      eventId: target.id,
      start: request.dueDate,
      ...(request.durationMinutes
        ? { end: new Date(Date.parse(request.dueDate) + request.durationMinutes * 60_000).toISOString() }
        : {}),
    };
  },
  // The event as it is now is read once here: the card shows where it was and where it goes, and who is told.
  resolve: async (context, input) => {
    const event = await getCalendarEvent(context.api, input.eventId);
    if (event.status === "cancelled" || !event.start.dateTime || !event.end.dateTime) {
      throw new AppError("BAD_REQUEST", { message: "Solo puedo mover eventos con hora que no estén cancelados." });
    }
    const length = Date.parse(event.end.dateTime) - Date.parse(event.start.dateTime);
    const end = input.end ?? new Date(Date.parse(input.start) + length).toISOString();
    if (Date.parse(end) <= Date.parse(input.start)) {
      throw new AppError("BAD_REQUEST", { message: "El evento tiene que terminar después de empezar." });
    }
    const attendees = (event.attendees ?? []).filter((attendee) => !attendee.self).map((attendee) => attendee.email);
    return {
      eventId: event.id,
      start: input.start,
      end,
      title: event.summary ?? "(sin título)",
      previousStart: event.start.dateTime,
      previousEnd: event.end.dateTime,
      ...(attendees.length > 0 ? { attendees } : {}),
    };
  },
  describe: async (context, input) => {
    const before =
      input.previousStart && input.previousEnd
        ? ` del ${formatEventTime({ dateTime: input.previousStart }, { dateTime: input.previousEnd }, context.timeZone)}`
        : "";
    const after = formatEventTime({ dateTime: input.start }, { dateTime: input.end ?? input.start }, context.timeZone);
    const told = input.attendees?.length
      ? ` y avisar a los invitados:${describeAttendees(input.attendees).replace(" con", "")}`
      : "";
    return `Mover el evento «${input.title ?? input.eventId}»${before} al ${after}${told}`;
  },
  execute: async (context, input) => {
    const event = await patchCalendarEvent(
      context.api,
      input.eventId,
      {
        start: { dateTime: input.start, timeZone: context.timeZone },
        end: { dateTime: input.end ?? input.start, timeZone: context.timeZone },
      },
      input.attendees?.length ? "all" : "none",
    );
    const when = formatEventTime(event.start, event.end, context.timeZone);
    const told = input.attendees?.length ? " y he avisado a los invitados" : "";
    return {
      kind: "done",
      message: `He movido el evento «${event.summary ?? input.title ?? ""}» al ${when}${told}.`,
      item: toCalendarItem(event, context.timeZone),
    };
  },
});
