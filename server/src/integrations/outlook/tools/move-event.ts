import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import {
  createMoveEventInputSchema,
  describeEventMove,
  type MoveEventInput,
  readMovedEnd,
  readMovedStart,
  readMoveEventArgs,
  shiftSeries,
} from "../../calendar/event-tool-inputs";
import { formatEventTime } from "../../calendar/format-event-time";
import type { ProviderApi } from "../../provider-api";
import { toLocalDay } from "../../to-local-day";
import {
  createOutlookEvent,
  getOutlookEvent,
  listCancelledOutlookOccurrences,
  listOutlookInstances,
  type OutlookEvent,
  readOutlookInstant,
  toOutlookTime,
  toOutlookZonedTime,
  updateOutlookEvent,
} from "../calendar-client";
import {
  carryChangedOutlookSessions,
  listChangedOutlookSessions,
  readOccurrenceDay,
} from "../carry-changed-outlook-sessions";
import { readAffectedOutlookSessions } from "../read-affected-outlook-sessions";
import { readOutlookSeriesZone } from "../read-outlook-series-zone";
import { splitOutlookRecurrence } from "../split-outlook-recurrence";
import { toOutlookEventItem } from "../to-outlook-event-item";

const MoveEventInputSchema = createMoveEventInputSchema("outlook_list_events");

export const outlookMoveEvent = defineTool<MoveEventInput>({
  name: "outlook_move_event",
  app: "outlook",
  description:
    "Cambia de hora o de día un evento que organizas en el calendario de Outlook, o su duración (con un nuevo " +
    "final), y avisa a los invitados. En una serie, cambia solo la sesión encontrada; con scope following, esa " +
    "sesión y las siguientes; con scope series, toda la serie. El evento se busca antes con outlook_list_events.",
  inputSchema: MoveEventInputSchema,
  writes: true,
  intent: { action: "reschedule", objects: ["event"] },
  target: { searchTool: "outlook_list_events" },
  argsFromRequest: readMoveEventArgs,
  resolve: async (context, input) => {
    const event = await getOutlookEvent(context.api, input.eventId);
    const title = event.subject || "(sin título)";
    if (!event.isOrganizer) {
      throw new AppError("BAD_REQUEST", {
        message: `«${title}» lo organiza otra persona: no puedo cambiarle la hora.`,
      });
    }
    if (event.isCancelled || event.isAllDay) {
      throw new AppError("BAD_REQUEST", { message: "Solo puedo mover eventos con hora que no estén cancelados." });
    }
    const previousStart = readOutlookInstant(event.start);
    const previousEnd = readOutlookInstant(event.end);
    const start = readMovedStart(input, previousStart, context.timeZone);
    const end = readMovedEnd({ start, end: input.end }, { start: previousStart, end: previousEnd });
    const attendees = (event.attendees ?? []).flatMap((attendee) => attendee.emailAddress.address ?? []);
    // More than one session changes through the master (Graph's seriesMasterId); the card lists their days.
    const affected = await readAffectedOutlookSessions(context, event, input.scope);
    return {
      ...affected,
      start,
      end,
      title,
      previousStart,
      previousEnd,
      ...(attendees.length > 0 ? { attendees } : {}),
    };
  },
  describe: async (context, input) =>
    describeEventMove(input, { action: "Mover en Outlook", timeZone: context.timeZone }),
  execute: async (context, input) => {
    // Resolved before the card: the start is whole by now, the day read from where the event was.
    const start = readMovedStart(input, input.previousStart ?? "", context.timeZone);
    const end = input.end ?? start;
    const told = input.attendees?.length ? " y he avisado a los invitados" : "";
    const master =
      input.scope === "series" || input.scope === "following"
        ? await getOutlookEvent(context.api, input.eventId)
        : undefined;
    if (master?.recurrence && input.scope === "following" && input.splitAt) {
      const created = await splitSeries(context.api, master, {
        splitAt: input.splitAt,
        start,
        end,
        timeZone: context.timeZone,
      });
      if (created) {
        const when = formatEventTime({ dateTime: start }, { dateTime: end }, context.timeZone);
        return {
          kind: "done",
          message: `He movido «${master.subject ?? input.title ?? ""}» desde la sesión del ${when} en adelante; las anteriores siguen como estaban${told}.`,
          item: toOutlookEventItem(created, context.timeZone),
        };
      }
    }
    if (master) {
      // The master moves by as much as the session shown on the card did, and Graph moves every occurrence with it. A
      // split at the series' first session is the whole series too.
      const moved = shiftSeries(
        { previousStart: input.previousStart ?? start, start, end },
        { start: readOutlookInstant(master.start) },
      );
      // Written as the wall time in the series' zone: a series written in UTC keeps the UTC hour, an hour off after
      // the clocks change.
      const zone = await readOutlookSeriesZone(master, context.timeZone);
      await updateOutlookEvent(context.api, input.eventId, {
        start: toOutlookZonedTime(moved.start, zone),
        end: toOutlookZonedTime(moved.end, zone),
      });
      const when = formatEventTime({ dateTime: start }, { dateTime: end }, context.timeZone);
      return {
        kind: "done",
        message: `He movido toda la serie «${master.subject ?? input.title ?? ""}»: la sesión del ${when} y todas las demás a la misma hora${told}.`,
      };
    }
    const event = await updateOutlookEvent(context.api, input.eventId, {
      start: toOutlookTime(start),
      end: toOutlookTime(end),
    });
    const when = formatEventTime(
      { dateTime: readOutlookInstant(event.start) },
      { dateTime: readOutlookInstant(event.end) },
      context.timeZone,
    );
    return {
      kind: "done",
      message: `He movido el evento «${event.subject ?? input.title ?? ""}» al ${when}${told}.`,
      item: toOutlookEventItem(event, context.timeZone),
    };
  },
});

/**
 * The sessions a numbered range has spent before a split: those still in the calendar, and those deleted alone, which
 * the range goes on counting though `/instances` no longer lists them.
 */
async function countSessionsBefore(
  api: ProviderApi,
  master: OutlookEvent,
  at: { splitAt: string; timeZone: string },
): Promise<number> {
  const [kept, cancelled] = await Promise.all([
    listOutlookInstances(api, master.id, {
      startDateTime: readOutlookInstant(master.start),
      endDateTime: at.splitAt,
      top: 1000,
    }),
    listCancelledOutlookOccurrences(api, master.id),
  ]);
  const splitDay = toLocalDay(at.splitAt, at.timeZone);
  return (
    kept.length + cancelled.filter((occurrenceId) => (readOccurrenceDay(occurrenceId) ?? splitDay) < splitDay).length
  );
}

/**
 * Outlook's 'this and following': the series' range ends the day before the chosen session, and a new series with the
 * change starts on the session's new day, with the master's subject, place, attendees and Teams link; null when the
 * session is the series' first. A later session the person had moved or cancelled on its own goes with the new
 * series, still as they left it.
 */
async function splitSeries(
  api: ProviderApi,
  master: OutlookEvent,
  moved: { splitAt: string; start: string; end: string; timeZone: string },
): Promise<OutlookEvent | null> {
  if (!master.recurrence) return null;
  // Graph counts a series' days (its range, a cancelled session's occurrenceId) in the series' own zone.
  const zone = await readOutlookSeriesZone(master, moved.timeZone);
  const { timeZone } = zone;
  const sessionsBefore =
    master.recurrence.range.type === "numbered"
      ? await countSessionsBefore(api, master, { splitAt: moved.splitAt, timeZone })
      : 0;
  const split = splitOutlookRecurrence(master.recurrence, {
    sessionStart: moved.splitAt,
    newStart: moved.start,
    sessionsBefore,
    timeZone,
  });
  if (!split) return null;
  const changedAlone = await listChangedOutlookSessions(api, master.id, { splitAt: moved.splitAt, timeZone });
  await updateOutlookEvent(api, master.id, { recurrence: split.before });
  const attendees = (master.attendees ?? []).flatMap((attendee) =>
    attendee.emailAddress.address
      ? [
          {
            emailAddress: {
              address: attendee.emailAddress.address,
              ...(attendee.emailAddress.name ? { name: attendee.emailAddress.name } : {}),
            },
            type: "required" as const,
          },
        ]
      : [],
  );
  const created = await createOutlookEvent(api, {
    subject: master.subject ?? "",
    start: toOutlookZonedTime(moved.start, zone),
    end: toOutlookZonedTime(moved.end, zone),
    ...(master.location?.displayName ? { location: { displayName: master.location.displayName } } : {}),
    ...(attendees.length > 0 ? { attendees } : {}),
    ...(master.onlineMeeting?.joinUrl
      ? { isOnlineMeeting: true, onlineMeetingProvider: "teamsForBusiness" as const }
      : {}),
    recurrence: split.after,
  });
  await carryChangedOutlookSessions(api, changedAlone, { series: created, splitAt: moved.splitAt, timeZone });
  return created;
}
