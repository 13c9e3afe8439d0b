import { defineTool } from "../../app-tool";
import { readExactAddress } from "../../mail-address";
import { queryFreeBusy } from "../client";
import {
  type FindFreeSlotsInput,
  FindFreeSlotsInputSchema,
  listFreeSlots,
  readFindFreeSlotsArgs,
} from "../list-free-slots";
import { resolveCalendarAttendees } from "../resolve-calendar-attendee";

export const calendarFindFreeSlots = defineTool<FindFreeSlotsInput>({
  name: "calendar_find_free_slots",
  app: "calendar",
  description:
    "Busca huecos libres de una duración en Google Calendar dentro de unas fechas y del horario de trabajo (el que la " +
    "persona enseñó en el entrenamiento, o de 9 a 18), de lunes a viernes, también libres para otras personas. Para " +
    "proponer o crear después una reunión.",
  inputSchema: FindFreeSlotsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["slot"] },
  argsFromRequest: readFindFreeSlotsArgs,
  execute: (context, input) =>
    listFreeSlots(context, input, async ({ from, to }) => {
      const people = input.attendees?.length
        ? await resolveCalendarAttendees(context.api, input.attendees, context.now)
        : [];
      const addresses = people.map((person) => readExactAddress(person)?.address ?? person);
      const answer = await queryFreeBusy(context.api, {
        timeMin: new Date(from).toISOString(),
        timeMax: new Date(to).toISOString(),
        timeZone: context.timeZone,
        calendars: ["primary", ...addresses],
      });
      const unseen = addresses.filter((address) => answer.calendars?.[address]?.errors?.length);
      const busy = Object.values(answer.calendars ?? {})
        .flatMap((calendar) => calendar.busy ?? [])
        .map((block) => ({ from: Date.parse(block.start), to: Date.parse(block.end) }));
      return { busy, unseen, seen: people.filter((_person, index) => !unseen.includes(addresses[index] ?? "")) };
    }),
});
