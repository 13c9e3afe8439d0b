import { randomUUID } from "node:crypto";
import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { requireExactAddress } from "../../mail-address";
import { type CalendarEventBody, insertCalendarEvent } from "../client";
import { describeAttendees } from "../describe-attendees";
import { formatEventTime } from "../format-event-time";
import { readNewEvent } from "../read-new-event";
import { EventInstantSchema } from "../read-time-range";
import { resolveCalendarAttendees } from "../resolve-calendar-attendee";
import { toCalendarItem } from "../to-calendar-item";

/** Google Calendar's own default length for a new event. */
const DEFAULT_MINUTES = 60;
const MINUTE_MS = 60_000;

const CreateEventInputSchema = z.object({
  title: z.string().trim().min(1).max(300).describe("Título del evento"),
  start: EventInstantSchema.describe("Comienzo: fecha y hora ISO 8601 con desfase, p. ej. 2026-11-26T10:00:00+01:00"),
  end: EventInstantSchema.optional().describe("Final, como el comienzo; sin él, se usa la duración"),
  durationMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .optional()
    .describe("Duración en minutos cuando no se da el final (60 si no se dice)"),
  attendees: z
    .array(z.string().trim().min(1).max(320))
    .max(50)
    .optional()
    .describe("Invitados: direcciones de correo o nombres de personas del calendario (se buscan sus direcciones)"),
  location: z.string().trim().min(1).max(300).optional().describe("Lugar"),
  videoMeeting: z.boolean().optional().describe("true para añadir una videollamada de Google Meet"),
  description: z.string().trim().min(1).max(5000).optional().describe("Descripción o notas del evento"),
});

type CreateEventInput = z.infer<typeof CreateEventInputSchema>;

function readEnd(input: CreateEventInput): string {
  if (input.end) return input.end;
  const minutes = input.durationMinutes ?? DEFAULT_MINUTES;
  return new Date(Date.parse(input.start) + minutes * MINUTE_MS).toISOString();
}

export const calendarCreateEvent = defineTool<CreateEventInput>({
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
    const end = readEnd(input);
    if (Date.parse(end) <= Date.parse(input.start)) {
      throw new AppError("BAD_REQUEST", { message: "El evento tiene que terminar después de empezar." });
    }
    const { durationMinutes: _duration, ...rest } = input;
    const attendees = input.attendees?.length
      ? await resolveCalendarAttendees(context.api, input.attendees, context.now)
      : undefined;
    return { ...rest, end, ...(attendees ? { attendees } : {}) };
  },
  describe: async (context, input) => {
    const when = formatEventTime({ dateTime: input.start }, { dateTime: readEnd(input) }, context.timeZone);
    const place = input.location ? `, en ${input.location}` : "";
    const video = input.videoMeeting ? ", con videollamada de Google Meet" : "";
    const invite = input.attendees?.length ? " y enviarles la invitación" : "";
    return `Crear en Google Calendar el evento «${input.title}» el ${when}${describeAttendees(input.attendees)}${place}${video}${invite}`;
  },
  execute: async (context, input) => {
    // Only the exact addresses the card showed; a bare name is refused, never looked up again.
    const attendees = (input.attendees ?? []).map((attendee) => requireExactAddress(attendee));
    const body: CalendarEventBody = {
      summary: input.title,
      start: { dateTime: input.start, timeZone: context.timeZone },
      end: { dateTime: readEnd(input), timeZone: context.timeZone },
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
