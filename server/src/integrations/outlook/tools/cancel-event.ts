import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import {
  createCancelEventInputSchema,
  describeEventCancel,
  readCancelEventArgs,
} from "../../calendar/event-tool-inputs";
import { formatEventTime } from "../../calendar/format-event-time";
import {
  cancelOutlookEvent,
  deleteOutlookEvent,
  getOutlookEvent,
  readOutlookInstant,
  updateOutlookEvent,
} from "../calendar-client";
import { readAffectedOutlookSessions } from "../read-affected-outlook-sessions";
import { readOutlookSeriesZone } from "../read-outlook-series-zone";
import { splitOutlookRecurrence } from "../split-outlook-recurrence";

const CancelEventInputSchema = createCancelEventInputSchema("outlook_list_events").extend({
  comment: z.string().trim().min(1).max(1000).optional().describe("Mensaje opcional para los invitados"),
});

type CancelEventInput = z.infer<typeof CancelEventInputSchema>;

export const outlookCancelEvent = defineTool<CancelEventInput>({
  name: "outlook_cancel_event",
  app: "outlook",
  description:
    "Cancela un evento que organizas en el calendario de Outlook y avisa a sus invitados (con un mensaje opcional). " +
    "En una serie, cancela solo la sesión encontrada; con scope following, esa sesión y las siguientes; con scope " +
    "series, toda la serie. " +
    "El evento se busca antes con outlook_list_events. Una invitación de otra persona se rechaza con outlook_respond_invitation.",
  inputSchema: CancelEventInputSchema,
  writes: true,
  intent: { action: "delete", objects: ["event"] },
  target: { searchTool: "outlook_list_events" },
  argsFromRequest: (request, target) => {
    const args = readCancelEventArgs(request, target);
    return args && request.body ? { ...args, comment: request.body } : args;
  },
  resolve: async (context, input) => {
    const event = await getOutlookEvent(context.api, input.eventId);
    const title = event.subject || "(sin título)";
    if (!event.isOrganizer) {
      throw new AppError("BAD_REQUEST", {
        message: `«${title}» lo organiza otra persona: solo puedo rechazar la invitación, no cancelarlo.`,
      });
    }
    const attendees = (event.attendees ?? []).flatMap((attendee) => attendee.emailAddress.address ?? []);
    // More than one session is cancelled through the master (Graph's seriesMasterId); the card lists their days.
    const affected = await readAffectedOutlookSessions(context, event, input.scope);
    return {
      ...affected,
      ...(input.comment ? { comment: input.comment } : {}),
      title,
      when: formatEventTime(
        { dateTime: readOutlookInstant(event.start) },
        { dateTime: readOutlookInstant(event.end) },
        context.timeZone,
      ),
      ...(attendees.length > 0 ? { attendees } : {}),
    };
  },
  describe: async (_context, input) => {
    const comment = input.comment ? ` con el mensaje «${input.comment}»` : "";
    return `${describeEventCancel(input, "Cancelar en Outlook")}${comment}`;
  },
  execute: async (context, input) => {
    if (input.scope === "following" && input.splitAt) {
      // From one session on, the series' range ends the day before it, as Outlook does; the earlier sessions stay.
      const master = await getOutlookEvent(context.api, input.eventId);
      const split =
        master.recurrence &&
        splitOutlookRecurrence(master.recurrence, {
          sessionStart: input.splitAt,
          newStart: input.splitAt,
          sessionsBefore: 0,
          timeZone: (await readOutlookSeriesZone(master, context.timeZone)).timeZone,
        });
      if (split) {
        await updateOutlookEvent(context.api, input.eventId, { recurrence: split.before });
        const told = input.attendees?.length ? " y he avisado a los invitados" : "";
        return {
          kind: "done",
          message: `He cancelado «${input.title ?? master.subject ?? ""}» desde la sesión del ${input.when ?? ""} en adelante; las anteriores siguen como estaban${told}.`,
        };
      }
    }
    // Graph's cancel tells the attendees; an event with nobody else is simply deleted.
    if (input.attendees?.length) await cancelOutlookEvent(context.api, input.eventId, input.comment);
    else await deleteOutlookEvent(context.api, input.eventId);
    const told = input.attendees?.length ? " y he avisado a los invitados" : "";
    const what = input.scope === "series" || input.scope === "following" ? "toda la serie" : "el evento";
    return { kind: "done", message: `He cancelado ${what} «${input.title ?? input.eventId}»${told}.` };
  },
});
