import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool, type ParsedRequest } from "../../app-tool";
import { readCalendarEventId } from "../calendar-item-id";
import { type CalendarEvent, getCalendarEvent, patchCalendarEvent } from "../client";
import { formatEventTime } from "../format-event-time";
import { toCalendarItem } from "../to-calendar-item";

const ResponseSchema = z.enum(["accepted", "declined", "tentative"]);
type InvitationResponse = z.infer<typeof ResponseSchema>;

const RespondInvitationInputSchema = z.object({
  eventId: z.string().trim().min(1).max(1024).describe("Id del evento, de calendar_list_invitations"),
  response: ResponseSchema.describe("accepted (aceptar), declined (rechazar) o tentative (quizás)"),
  note: z.string().trim().min(1).max(1000).optional().describe("Nota opcional para el organizador"),
  title: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  when: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  organizer: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type RespondInvitationInput = z.infer<typeof RespondInvitationInputSchema>;

const VERBS: Record<InvitationResponse, { card: string; done: string }> = {
  accepted: { card: "Aceptar", done: "He aceptado" },
  declined: { card: "Rechazar", done: "He rechazado" },
  tentative: { card: "Responder «quizás» a", done: "He respondido «quizás» a" },
};

function findOwnAttendee(event: CalendarEvent) {
  const own = event.attendees?.find((attendee) => attendee.self);
  if (!own || event.organizer?.self) {
    throw new AppError("BAD_REQUEST", {
      message: `«${event.summary ?? "(sin título)"}» no es una invitación: lo organizas tú.`,
    });
  }
  return own;
}

function readAnswer(request: ParsedRequest): InvitationResponse | undefined {
  return request.invitationAnswer;
}

export const calendarRespondInvitation = defineTool<RespondInvitationInput>({
  name: "calendar_respond_invitation",
  app: "calendar",
  description:
    "Responde a una invitación de Google Calendar: aceptarla, rechazarla o «quizás», con una nota opcional para " +
    "quien organiza. La invitación se busca antes con calendar_list_invitations.",
  inputSchema: RespondInvitationInputSchema,
  writes: true,
  intent: { action: "respond", objects: ["invitation"] },
  target: { searchTool: "calendar_list_invitations" },
  argsFromRequest: (request, target) => {
    const response = readAnswer(request);
    if (!target || !response) return null;
    return { eventId: readCalendarEventId(target.id), response, ...(request.body ? { note: request.body } : {}) };
  },
  resolve: async (context, input) => {
    const event = await getCalendarEvent(context.api, readCalendarEventId(input.eventId));
    if (event.status === "cancelled") {
      throw new AppError("BAD_REQUEST", { message: `«${event.summary ?? "(sin título)"}» ya está cancelado.` });
    }
    findOwnAttendee(event);
    const organizer = event.organizer?.displayName ?? event.organizer?.email;
    return {
      eventId: event.id,
      response: input.response,
      ...(input.note ? { note: input.note } : {}),
      title: event.summary ?? "(sin título)",
      when: formatEventTime(event.start, event.end, context.timeZone),
      ...(organizer ? { organizer } : {}),
    };
  },
  describe: async (_context, input) => {
    const from = input.organizer ? ` de ${input.organizer}` : "";
    const when = input.when ? ` (${input.when})` : "";
    const note = input.note ? ` con la nota «${input.note}»` : "";
    return `${VERBS[input.response].card} la invitación${from} a «${input.title ?? input.eventId}»${when}${note}`;
  },
  execute: async (context, input) => {
    const event = await getCalendarEvent(context.api, input.eventId);
    findOwnAttendee(event);
    // Calendar replaces the attendee list a patch carries: everyone goes back as they were, the user with the answer.
    const attendees = (event.attendees ?? []).map((attendee) =>
      attendee.self
        ? { ...attendee, responseStatus: input.response, ...(input.note ? { comment: input.note } : {}) }
        : attendee,
    );
    const updated = await patchCalendarEvent(context.api, event.id, { attendees }, "all");
    const from = input.organizer ? `; ${input.organizer} recibirá tu respuesta` : "";
    return {
      kind: "done",
      message: `${VERBS[input.response].done} la invitación a «${updated.summary ?? input.title ?? ""}»${from}.`,
      item: toCalendarItem(updated, context.timeZone),
    };
  },
});
