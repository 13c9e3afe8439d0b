import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { formatEventTime } from "../../calendar/format-event-time";
import { answerOutlookEvent, getOutlookEvent, type OutlookAnswer, readOutlookInstant } from "../calendar-client";

const ResponseSchema = z.enum(["accepted", "declined", "tentative"]);

const RespondInvitationInputSchema = z.object({
  eventId: z.string().trim().min(1).max(1024).describe("Id del evento, de outlook_list_invitations"),
  response: ResponseSchema.describe("accepted (aceptar), declined (rechazar) o tentative (quizás)"),
  note: z.string().trim().min(1).max(1000).optional().describe("Nota opcional para el organizador"),
  title: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  when: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  organizer: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type RespondInvitationInput = z.infer<typeof RespondInvitationInputSchema>;

const ANSWERS: Record<RespondInvitationInput["response"], { call: OutlookAnswer; card: string; done: string }> = {
  accepted: { call: "accept", card: "Aceptar", done: "He aceptado" },
  declined: { call: "decline", card: "Rechazar", done: "He rechazado" },
  tentative: { call: "tentativelyAccept", card: "Responder «quizás» a", done: "He respondido «quizás» a" },
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
  argsFromRequest: (request, target) => {
    if (!target || !request.invitationAnswer) return null;
    return { eventId: target.id, response: request.invitationAnswer, ...(request.body ? { note: request.body } : {}) };
  },
  resolve: async (context, input) => {
    const event = await getOutlookEvent(context.api, input.eventId);
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
  describe: async (_context, input) => {
    const from = input.organizer ? ` de ${input.organizer}` : "";
    const when = input.when ? ` (${input.when})` : "";
    const note = input.note ? ` con la nota «${input.note}»` : "";
    return `${ANSWERS[input.response].card} la invitación${from} a «${input.title ?? input.eventId}»${when}${note}`;
  },
  execute: async (context, input) => {
    await answerOutlookEvent(context.api, input.eventId, ANSWERS[input.response].call, input.note);
    const told = input.organizer ? `; ${input.organizer} recibirá tu respuesta` : "";
    return { kind: "done", message: `${ANSWERS[input.response].done} la invitación a «${input.title ?? ""}»${told}.` };
  },
});
