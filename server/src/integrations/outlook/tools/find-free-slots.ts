import { defineTool } from "../../app-tool";
import {
  type FindFreeSlotsInput,
  FindFreeSlotsInputSchema,
  listFreeSlots,
  readFindFreeSlotsArgs,
} from "../../calendar/list-free-slots";
import { fetchMicrosoftProfile, readMicrosoftAccount } from "../../families/microsoft";
import { readExactAddress } from "../../mail-address";
import { getOutlookSchedules, readOutlookInstant } from "../calendar-client";
import { resolveOutlookRecipient } from "../resolve-outlook-recipient";

/** What keeps someone from a meeting; 'free' and 'workingElsewhere' do not. */
const BUSY = new Set(["busy", "tentative", "oof"]);

export const outlookFindFreeSlots = defineTool<FindFreeSlotsInput>({
  name: "outlook_find_free_slots",
  app: "outlook",
  description:
    "Busca huecos libres de una duración en el calendario de Outlook dentro de unas fechas y del horario de trabajo (el " +
    "que la persona enseñó en el entrenamiento, o de 9 a 18), de lunes a viernes, también libres para otras personas. " +
    "Para proponer o crear después una reunión.",
  inputSchema: FindFreeSlotsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["slot"] },
  argsFromRequest: readFindFreeSlotsArgs,
  execute: (context, input) =>
    listFreeSlots(context, input, async ({ from, to }) => {
      const [profile, people] = await Promise.all([
        fetchMicrosoftProfile(context.api),
        Promise.all((input.attendees ?? []).map((name) => resolveOutlookRecipient(context.api, name, context.now))),
      ]);
      const own = readMicrosoftAccount(profile) ?? "";
      const addresses = people.map((person) => readExactAddress(person)?.address ?? person);
      const schedules = await getOutlookSchedules(context.api, {
        addresses: [own, ...addresses],
        startTime: new Date(from).toISOString(),
        endTime: new Date(to).toISOString(),
      });
      const unseenIds = new Set(
        schedules.filter((schedule) => schedule.error).map((schedule) => schedule.scheduleId.toLowerCase()),
      );
      const busy = schedules.flatMap((schedule) =>
        (schedule.scheduleItems ?? [])
          .filter((item) => BUSY.has(item.status))
          .map((item) => ({
            from: Date.parse(readOutlookInstant(item.start)),
            to: Date.parse(readOutlookInstant(item.end)),
          })),
      );
      const isUnseen = (index: number) => unseenIds.has((addresses[index] ?? "").toLowerCase());
      return {
        busy,
        seen: people.filter((_person, index) => !isUnseen(index)),
        unseen: addresses.filter((_address, index) => isUnseen(index)),
      };
    }),
});
