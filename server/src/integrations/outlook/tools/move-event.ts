import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import {
  createMoveEventInputSchema,
  describeEventMove,
  type MoveEventInput,
  readMovedEnd,
  readMovedStart,
  readMoveEventArgs,
  shiftSeries,
} from "../../calendar/event-tool-inputs";
import { formatEventTime } from "../../calendar/format-event-time";
import { getOutlookEvent, readOutlookInstant, toOutlookTime, updateOutlookEvent } from "../calendar-client";
import { toOutlookEventItem } from "../to-outlook-event-item";

const MoveEventInputSchema = createMoveEventInputSchema("outlook_list_events");

export const outlookMoveEvent = defineTool<MoveEventInput>({
  name: "outlook_move_event",
  app: "outlook",
  description:
    "Cambia de hora o de día un evento que organizas en el calendario de Outlook, o su duración (con un nuevo " +
    "final), y avisa a los invitados. En una serie, cambia solo la sesión encontrada o, con scope series, toda la " +
    "serie. El evento se busca antes con outlook_list_events.",
  inputSchema: MoveEventInputSchema,
  writes: true,
  intent: { action: "reschedule", objects: ["event"] },
  target: { searchTool: "outlook_list_events" },
  argsFromRequest: readMoveEventArgs,
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
    const start = readMovedStart(input, previousStart, context.timeZone);
    const end = readMovedEnd({ start, end: input.end }, { start: previousStart, end: previousEnd });
    const attendees = (event.attendees ?? []).flatMap((attendee) => attendee.emailAddress.address ?? []);
    // The whole series changes through its master (Graph's seriesMasterId); the card shows the session found.
    const inSeries = event.type === "occurrence" || event.type === "exception";
    const master = input.scope === "series" && inSeries ? event.seriesMasterId : undefined;
    return {
      eventId: master ?? event.id,
      start,
      end,
      title,
      previousStart,
      previousEnd,
      ...(attendees.length > 0 ? { attendees } : {}),
      ...(inSeries ? { occurrence: true, scope: master ? "series" : "occurrence" } : {}),
    };
  },
  describe: async (context, input) =>
    describeEventMove(input, { action: "Mover en Outlook", timeZone: context.timeZone }),
  execute: async (context, input) => {
    // Resolved before the card: the start is whole by now, the day read from where the event was.
    const start = readMovedStart(input, input.previousStart ?? "", context.timeZone);
    const end = input.end ?? start;
    const told = input.attendees?.length ? " y he avisado a los invitados" : "";
    if (input.scope === "series") {
      // The master moves by as much as the session shown on the card did, and Graph moves every occurrence with it.
      const master = await getOutlookEvent(context.api, input.eventId);
      const moved = shiftSeries(
        { previousStart: input.previousStart ?? start, start, end },
        { start: readOutlookInstant(master.start) },
      );
      await updateOutlookEvent(context.api, input.eventId, {
        start: toOutlookTime(moved.start),
        end: toOutlookTime(moved.end),
      });
      const when = formatEventTime({ dateTime: start }, { dateTime: end }, context.timeZone);
      return {
        kind: "done",
        message: `He movido toda la serie «${master.subject ?? input.title ?? ""}»: la sesión del ${when} y todas las demás a la misma hora${told}.`,
      };
    }
    const event = await updateOutlookEvent(context.api, input.eventId, {
      start: toOutlookTime(start),
      end: toOutlookTime(end),
    });
    const when = formatEventTime(
      { dateTime: readOutlookInstant(event.start) },
      { dateTime: readOutlookInstant(event.end) },
      context.timeZone,
    );
    return {
      kind: "done",
      message: `He movido el evento «${event.subject ?? input.title ?? ""}» al ${when}${told}.`,
      item: toOutlookEventItem(event, context.timeZone),
    };
  },
});
