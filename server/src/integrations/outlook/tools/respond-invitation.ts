import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { readCalendarEventId } from "../../calendar/calendar-item-id";
import {
  createRespondInvitationInputSchema,
  describeInvitationAnswer,
  type RespondInvitationInput,
  readRespondInvitationArgs,
  reportInvitationAnswer,
} from "../../calendar/event-tool-inputs";
import { formatEventTime } from "../../calendar/format-event-time";
import { answerOutlookEvent, getOutlookEvent, type OutlookAnswer, readOutlookInstant } from "../calendar-client";

const RespondInvitationInputSchema = createRespondInvitationInputSchema("outlook_list_invitations");

const CALLS: Record<RespondInvitationInput["response"], OutlookAnswer> = {
  accepted: "accept",
  declined: "decline",
  tentative: "tentativelyAccept",
};

export const outlookRespondInvitation = defineTool<RespondInvitationInput>({
  name: "outlook_respond_invitation",
  app: "outlook",
  description:
    "Responde a una invitación del calendario de Outlook: aceptarla, rechazarla o «quizás», con una nota opcional " +
    "para quien organiza. La invitación se busca antes con outlook_list_invitations.",
  inputSchema: RespondInvitationInputSchema,
  writes: true,
  intent: { action: "respond", objects: ["invitation"] },
  target: { searchTool: "outlook_list_invitations" },
  argsFromRequest: readRespondInvitationArgs,
  resolve: async (context, input) => {
    const event = await getOutlookEvent(context.api, readCalendarEventId(input.eventId));
    const title = event.subject || "(sin título)";
    if (event.isOrganizer)
      throw new AppError("BAD_REQUEST", { message: `«${title}» no es una invitación: lo organizas tú.` });
    if (event.isCancelled) throw new AppError("BAD_REQUEST", { message: `«${title}» ya está cancelado.` });
    const organizer = event.organizer?.emailAddress.name ?? event.organizer?.emailAddress.address;
    return {
      eventId: event.id,
      response: input.response,
      ...(input.note ? { note: input.note } : {}),
      title,
      when: formatEventTime(
        { dateTime: readOutlookInstant(event.start) },
        { dateTime: readOutlookInstant(event.end) },
        context.timeZone,
      ),
      ...(organizer ? { organizer } : {}),
    };
  },
  describe: async (_context, input) => describeInvitationAnswer(input),
  execute: async (context, input) => {
    await answerOutlookEvent(context.api, input.eventId, CALLS[input.response], input.note);
    return { kind: "done", message: reportInvitationAnswer(input, input.title ?? "") };
  },
});
