import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { describeAttendees } from "../../calendar/describe-attendees";
import { formatEventTime } from "../../calendar/format-event-time";
import { EventInstantSchema } from "../../calendar/read-time-range";
import { getOutlookEvent, readOutlookInstant, toOutlookTime, updateOutlookEvent } from "../calendar-client";
import { toOutlookEventItem } from "../to-outlook-event-item";

const MoveEventInputSchema = z.object({
  eventId: z.string().trim().min(1).max(1024).describe("Id del evento, de outlook_list_events"),
  start: EventInstantSchema.describe("Nuevo comienzo: fecha y hora ISO 8601 con desfase"),
  end: EventInstantSchema.optional().describe("Nuevo final; sin él, el evento conserva su duración"),
  title: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  previousStart: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  previousEnd: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  attendees: z.array(z.string()).optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type MoveEventInput = z.infer<typeof MoveEventInputSchema>;

export const outlookMoveEvent = defineTool<MoveEventInput>({
  name: "outlook_move_event",
  app: "outlook",
  description:
    "Cambia de hora o de día un evento que organizas en el calendario de Outlook, o su duración (con un nuevo " +
    "final), y avisa a los invitados. Una sesión de una serie cambia sola. El evento se busca antes con outlook_list_events.",
  inputSchema: MoveEventInputSchema,
  writes: true,
  intent: { action: "reschedule", objects: ["event"] },
  target: { searchTool: "outlook_list_events" },
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
  resolve: async (context, input) => {
    const event = await getOutlookEvent(context.api, input.eventId);
    const title = event.subject || "(sin título)";
    if (!event.isOrganizer) {
      throw new AppError("BAD_REQUEST", {
        message: `«${title}» lo organiza otra persona: no puedo cambiarle la hora.`,
      });
    }
    if (event.isCancelled || event.isAllDay) {
      throw new AppError("BAD_REQUEST", { message: "Solo puedo mover eventos con hora que no estén cancelados." });
    }
    const previousStart = readOutlookInstant(event.start);
    const previousEnd = readOutlookInstant(event.end);
    const end =
      input.end ??
      new Date(Date.parse(input.start) + Date.parse(previousEnd) - Date.parse(previousStart)).toISOString();
    if (Date.parse(end) <= Date.parse(input.start)) {
      throw new AppError("BAD_REQUEST", { message: "El evento tiene que terminar después de empezar." });
    }
    const attendees = (event.attendees ?? []).flatMap((attendee) => attendee.emailAddress.address ?? []);
    return {
      eventId: event.id,
      start: input.start,
      end,
      title,
      previousStart,
      previousEnd,
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
    return `Mover en Outlook el evento «${input.title ?? input.eventId}»${before} al ${after}${told}`;
  },
  execute: async (context, input) => {
    const event = await updateOutlookEvent(context.api, input.eventId, {
      start: toOutlookTime(input.start),
      end: toOutlookTime(input.end ?? input.start),
    });
    const when = formatEventTime(
      { dateTime: readOutlookInstant(event.start) },
      { dateTime: readOutlookInstant(event.end) },
      context.timeZone,
    );
    const told = input.attendees?.length ? " y he avisado a los invitados" : "";
    return {
      kind: "done",
      message: `He movido el evento «${event.subject ?? input.title ?? ""}» al ${when}${told}.`,
      item: toOutlookEventItem(event, context.timeZone),
    };
  },
});
