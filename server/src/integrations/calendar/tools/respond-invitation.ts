import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { readCalendarEventId } from "../calendar-item-id";
import { type CalendarEvent, getCalendarEvent, patchCalendarEvent } from "../client";
import {
  createRespondInvitationInputSchema,
  describeInvitationAnswer,
  type RespondInvitationInput,
  readRespondInvitationArgs,
  reportInvitationAnswer,
} from "../event-tool-inputs";
import { formatEventTime } from "../format-event-time";
import { toCalendarItem } from "../to-calendar-item";

const RespondInvitationInputSchema = createRespondInvitationInputSchema("calendar_list_invitations");

function findOwnAttendee(event: CalendarEvent) {
  const own = event.attendees?.find((attendee) => attendee.self);
  if (!own || event.organizer?.self) {
    throw new AppError("BAD_REQUEST", {
      message: `«${event.summary ?? "(sin título)"}» no es una invitación: lo organizas tú.`,
    });
  }
  return own;
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
  argsFromRequest: readRespondInvitationArgs,
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
  describe: async (_context, input) => describeInvitationAnswer(input),
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
    return {
      kind: "done",
      message: reportInvitationAnswer(input, updated.summary ?? input.title ?? ""),
      item: toCalendarItem(updated, context.timeZone),
    };
  },
});
