import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { describeAttendees } from "../../calendar/describe-attendees";
import { formatEventTime } from "../../calendar/format-event-time";
import { readNewEvent } from "../../calendar/read-new-event";
import { EventInstantSchema } from "../../calendar/read-time-range";
import { requireExactAddress } from "../../mail-address";
import { createOutlookEvent, type OutlookEventBody, toOutlookTime } from "../calendar-client";
import { resolveOutlookRecipient } from "../resolve-outlook-recipient";
import { toOutlookEventItem } from "../to-outlook-event-item";

/** Outlook's own default length for a new meeting is half an hour; a spoken 'reunión' is usually an hour. */
const DEFAULT_MINUTES = 60;

const CreateEventInputSchema = z.object({
  title: z.string().trim().min(1).max(300).describe("Título del evento"),
  start: EventInstantSchema.describe("Comienzo: fecha y hora ISO 8601 con desfase, p. ej. 2026-11-26T10:00:00+01:00"),
  end: EventInstantSchema.optional().describe("Final, como el comienzo; sin él, se usa la duración"),
  durationMinutes: z.number().int().min(5).max(1440).optional().describe("Duración en minutos (60 si no se dice)"),
  attendees: z
    .array(z.string().trim().min(1).max(320))
    .max(50)
    .optional()
    .describe("Invitados: direcciones de correo o nombres de personas con las que te escribes"),
  location: z.string().trim().min(1).max(300).optional().describe("Lugar"),
  videoMeeting: z.boolean().optional().describe("true para añadir una reunión de Teams"),
  description: z.string().trim().min(1).max(5000).optional().describe("Descripción o notas del evento"),
});

type CreateEventInput = z.infer<typeof CreateEventInputSchema>;

function readEnd(input: CreateEventInput): string {
  return (
    input.end ?? new Date(Date.parse(input.start) + (input.durationMinutes ?? DEFAULT_MINUTES) * 60_000).toISOString()
  );
}

export const outlookCreateEvent = defineTool<CreateEventInput>({
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
    const end = readEnd(input);
    if (Date.parse(end) <= Date.parse(input.start)) {
      throw new AppError("BAD_REQUEST", { message: "El evento tiene que terminar después de empezar." });
    }
    const { durationMinutes: _duration, ...rest } = input;
    const attendees = input.attendees?.length
      ? [...new Set(await Promise.all(input.attendees.map((name) => resolveOutlookRecipient(context.api, name))))]
      : undefined;
    return { ...rest, end, ...(attendees ? { attendees } : {}) };
  },
  describe: async (context, input) => {
    const when = formatEventTime({ dateTime: input.start }, { dateTime: readEnd(input) }, context.timeZone);
    const place = input.location ? `, en ${input.location}` : "";
    const video = input.videoMeeting ? ", con reunión de Teams" : "";
    const invite = input.attendees?.length ? " y enviarles la invitación" : "";
    return `Crear en Outlook el evento «${input.title}» el ${when}${describeAttendees(input.attendees)}${place}${video}${invite}`;
  },
  execute: async (context, input) => {
    // Only the exact addresses the card showed; a bare name is refused, never looked up again.
    const attendees = (input.attendees ?? []).map((attendee) => requireExactAddress(attendee));
    const body: OutlookEventBody = {
      subject: input.title,
      start: toOutlookTime(input.start),
      end: toOutlookTime(readEnd(input)),
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
    const when = formatEventTime({ dateTime: input.start }, { dateTime: readEnd(input) }, context.timeZone);
    const invited = attendees.length > 0 ? " y he enviado la invitación" : "";
    const video = event.onlineMeeting?.joinUrl ? ` Reunión de Teams: ${event.onlineMeeting.joinUrl}` : "";
    return {
      kind: "done",
      message: `He creado en Outlook el evento «${input.title}» el ${when}${invited}.${video}`,
      item,
    };
  },
});
