import { defineTool } from "../../app-tool";
import {
  createNewEventInputSchema,
  describeNewEvent,
  type NewEventInput,
  readNewEventEnd,
  requireEndAfterStart,
} from "../../calendar/event-tool-inputs";
import { formatEventTime } from "../../calendar/format-event-time";
import { readNewEvent } from "../../calendar/read-new-event";
import { requireExactAddress } from "../../mail-address";
import { createOutlookEvent, type OutlookEventBody, toOutlookTime } from "../calendar-client";
import { resolveOutlookRecipient } from "../resolve-outlook-recipient";
import { toOutlookEventItem } from "../to-outlook-event-item";

const CreateEventInputSchema = createNewEventInputSchema({
  attendees: "Invitados: direcciones de correo o nombres de personas con las que te escribes",
  videoMeeting: "true para añadir una reunión de Teams",
});

export const outlookCreateEvent = defineTool<NewEventInput>({
  name: "outlook_create_event",
  app: "outlook",
  description:
    "Crea un evento o reunión en el calendario de Outlook con título, comienzo y final o duración, invitados (que " +
    "reciben la invitación), lugar opcional y reunión de Teams opcional.",
  inputSchema: CreateEventInputSchema,
  writes: true,
  intent: { action: "create", objects: ["event"] },
  argsFromRequest: readNewEvent,
  resolve: async (context, input) => {
    const end = readNewEventEnd(input);
    requireEndAfterStart(input.start, end);
    const { durationMinutes: _duration, ...rest } = input;
    const attendees = input.attendees?.length
      ? [
          ...new Set(
            await Promise.all(input.attendees.map((name) => resolveOutlookRecipient(context.api, name, context.now))),
          ),
        ]
      : undefined;
    return { ...rest, end, ...(attendees ? { attendees } : {}) };
  },
  describe: async (context, input) =>
    describeNewEvent(input, {
      action: "Crear en Outlook",
      videoMeeting: "reunión de Teams",
      timeZone: context.timeZone,
    }),
  execute: async (context, input) => {
    // Only the exact addresses the card showed; a bare name is refused, never looked up again.
    const attendees = (input.attendees ?? []).map((attendee) => requireExactAddress(attendee));
    const body: OutlookEventBody = {
      subject: input.title,
      start: toOutlookTime(input.start),
      end: toOutlookTime(readNewEventEnd(input)),
      ...(input.location ? { location: { displayName: input.location } } : {}),
      ...(input.description ? { body: { contentType: "text", content: input.description } } : {}),
      ...(attendees.length > 0
        ? {
            attendees: attendees.map((person) => ({
              emailAddress: { address: person.address, ...(person.name ? { name: person.name } : {}) },
              type: "required" as const,
            })),
          }
        : {}),
      ...(input.videoMeeting ? { isOnlineMeeting: true, onlineMeetingProvider: "teamsForBusiness" as const } : {}),
    };
    const event = await createOutlookEvent(context.api, body);
    const item = toOutlookEventItem(event, context.timeZone);
    const when = formatEventTime({ dateTime: input.start }, { dateTime: readNewEventEnd(input) }, context.timeZone);
    const invited = attendees.length > 0 ? " y he enviado la invitación" : "";
    const video = event.onlineMeeting?.joinUrl ? ` Reunión de Teams: ${event.onlineMeeting.joinUrl}` : "";
    return {
      kind: "done",
      message: `He creado en Outlook el evento «${input.title}» el ${when}${invited}.${video}`,
      item,
    };
  },
});
