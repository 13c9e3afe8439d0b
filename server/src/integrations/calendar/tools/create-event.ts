import { randomUUID } from "node:crypto";
import { defineTool } from "../../app-tool";
import { requireExactAddress } from "../../mail-address";
import { type CalendarEventBody, insertCalendarEvent } from "../client";
import {
  createNewEventInputSchema,
  describeNewEvent,
  type NewEventInput,
  readNewEventEnd,
  requireEndAfterStart,
} from "../event-tool-inputs";
import { formatEventTime } from "../format-event-time";
import { readNewEvent } from "../read-new-event";
import { resolveCalendarAttendees } from "../resolve-calendar-attendee";
import { toCalendarItem } from "../to-calendar-item";

const CreateEventInputSchema = createNewEventInputSchema({
  attendees: "Invitados: direcciones de correo o nombres de personas del calendario (se buscan sus direcciones)",
  videoMeeting: "true para añadir una videollamada de Google Meet",
});

export const calendarCreateEvent = defineTool<NewEventInput>({
  name: "calendar_create_event",
  app: "calendar",
  description:
    "Crea un evento o reunión en Google Calendar con título, comienzo y final o duración, invitados (que reciben la " +
    "invitación), lugar opcional y videollamada de Google Meet opcional.",
  inputSchema: CreateEventInputSchema,
  writes: true,
  intent: { action: "create", objects: ["event"] },
  argsFromRequest: readNewEvent,
  resolve: async (context, input) => {
    const end = readNewEventEnd(input);
    requireEndAfterStart(input.start, end);
    const { durationMinutes: _duration, ...rest } = input;
    const attendees = input.attendees?.length
      ? await resolveCalendarAttendees(context.api, input.attendees, context.now)
      : undefined;
    return { ...rest, end, ...(attendees ? { attendees } : {}) };
  },
  describe: async (context, input) =>
    describeNewEvent(input, {
      action: "Crear en Google Calendar",
      videoMeeting: "videollamada de Google Meet",
      timeZone: context.timeZone,
    }),
  execute: async (context, input) => {
    // Only the exact addresses the card showed; a bare name is refused, never looked up again.
    const attendees = (input.attendees ?? []).map((attendee) => requireExactAddress(attendee));
    const body: CalendarEventBody = {
      summary: input.title,
      start: { dateTime: input.start, timeZone: context.timeZone },
      end: { dateTime: readNewEventEnd(input), timeZone: context.timeZone },
      ...(input.location ? { location: input.location } : {}),
      ...(input.description ? { description: input.description } : {}),
      ...(attendees.length > 0
        ? {
            attendees: attendees.map((person) => ({
              email: person.address,
              ...(person.name ? { displayName: person.name } : {}),
            })),
          }
        : {}),
      ...(input.videoMeeting
        ? {
            conferenceData: {
              createRequest: { requestId: randomUUID(), conferenceSolutionKey: { type: "hangoutsMeet" } },
            },
          }
        : {}),
    };
    const event = await insertCalendarEvent(context.api, body, attendees.length > 0 ? "all" : "none");
    const when = formatEventTime(event.start, event.end, context.timeZone);
    const video = event.hangoutLink ? ` Videollamada: ${event.hangoutLink}` : "";
    const invited = attendees.length > 0 ? " y he enviado la invitación" : "";
    return {
      kind: "done",
      message: `He creado el evento «${input.title}» el ${when}${invited}.${video}`,
      item: toCalendarItem(event, context.timeZone),
    };
  },
});
