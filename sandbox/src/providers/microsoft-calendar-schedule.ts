import { demoAccounts } from "../demo-accounts";
import {
  type GraphDateTimeZone,
  type GraphEvent,
  readGraphInstant,
  toGraphDateTime,
} from "../demo-data/microsoft-calendar-data";
import type { MicrosoftData } from "../demo-data/microsoft-data";
import { sendMicrosoftGraphError } from "./microsoft-graph-error";
import type { ApiContext } from "./provider-family";

/** Graph answers at most this many schedules at once. */
const MAX_SCHEDULES = 100;
const VIEW_CODES = { free: "0", tentative: "1", busy: "2" } as const;

type ScheduleBody = { schedules?: unknown; startTime?: unknown; endTime?: unknown; availabilityViewInterval?: unknown };
type Window = { from: number; to: number };

function readTime(value: unknown): number {
  const time = value as Partial<GraphDateTimeZone> | undefined;
  if (typeof time?.dateTime !== "string" || typeof time.timeZone !== "string") return Number.NaN;
  return readGraphInstant({ dateTime: time.dateTime, timeZone: time.timeZone });
}

/** Whether an event keeps someone busy: not cancelled, not a series master, and not declined (or free) for them. */
function showsFor(event: GraphEvent, address: string): "busy" | "tentative" | undefined {
  if (event.isCancelled || event.type === "seriesMaster") return undefined;
  const own = demoAccounts.microsoft.email.toLowerCase();
  if (address === own) return event.showAs === "free" ? undefined : event.showAs;
  if (event.organizer.emailAddress.address.toLowerCase() === address) return "busy";
  const attendee = event.attendees.find((person) => person.emailAddress.address.toLowerCase() === address);
  if (!attendee || attendee.status.response === "declined") return undefined;
  return attendee.status.response === "accepted" ? "busy" : "tentative";
}

/**
 * One person's schedule: Ana's own, or a colleague's of her organisation, whose free/busy is known here by the
 * meetings they share with her. Anyone outside the organisation cannot be seen, which Graph answers in that schedule.
 */
function readSchedule(data: MicrosoftData, scheduleId: string, window: Window, interval: number) {
  const address = scheduleId.trim().toLowerCase();
  const domain = demoAccounts.microsoft.email.split("@")[1];
  if (address.split("@")[1] !== domain) {
    return {
      scheduleId,
      availabilityView: "",
      scheduleItems: [],
      error: { message: "Free/busy information could not be retrieved.", responseCode: "ErrorNoFreeBusyAccess" },
    };
  }
  const items = data.events
    .flatMap((event) => {
      const status = showsFor(event, address);
      const start = readGraphInstant(event.start);
      const end = readGraphInstant(event.end);
      return status && end > window.from && start < window.to ? [{ event, status, start, end }] : [];
    })
    .sort((a, b) => a.start - b.start);
  const slots = Math.ceil((window.to - window.from) / (interval * 60_000));
  const view = Array.from({ length: slots }, (_slot, index) => {
    const from = window.from + index * interval * 60_000;
    const to = from + interval * 60_000;
    const overlapping = items.filter((item) => item.end > from && item.start < to);
    if (overlapping.some((item) => item.status === "busy")) return VIEW_CODES.busy;
    return overlapping.length > 0 ? VIEW_CODES.tentative : VIEW_CODES.free;
  }).join("");
  return {
    scheduleId,
    availabilityView: view,
    scheduleItems: items.map(({ event, status, start, end }) => ({
      isPrivate: false,
      status,
      subject: event.subject,
      location: event.location.displayName,
      isMeeting: event.attendees.length > 0,
      isRecurring: event.type === "occurrence" || event.type === "exception",
      isException: false,
      isReminderSet: true,
      start: toGraphDateTime(start),
      end: toGraphDateTime(end),
    })),
    workingHours: {
      daysOfWeek: ["monday", "tuesday", "wednesday", "thursday", "friday"],
      startTime: "09:00:00.0000000",
      endTime: "18:00:00.0000000",
      timeZone: { name: "Romance Standard Time" },
    },
  };
}

/** `POST /me/calendar/getSchedule`: each address's busy items and availability view within the window asked. */
export function answerGetSchedule(context: ApiContext, data: MicrosoftData) {
  const body = (context.request.body ?? {}) as ScheduleBody;
  const schedules = Array.isArray(body.schedules) ? body.schedules : [];
  const window = { from: readTime(body.startTime), to: readTime(body.endTime) };
  const interval = body.availabilityViewInterval === undefined ? 30 : Number(body.availabilityViewInterval);
  const valid =
    schedules.length > 0 &&
    schedules.length <= MAX_SCHEDULES &&
    schedules.every((id) => typeof id === "string" && /^[^@\s]+@[^@\s]+$/.test(id));
  if (!valid || Number.isNaN(window.from) || Number.isNaN(window.to) || window.to <= window.from) {
    return sendMicrosoftGraphError(context.reply, 400, "ErrorInvalidParameter", "The request is not valid.");
  }
  if (!Number.isInteger(interval) || interval < 5 || interval > 1440) {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "ErrorInvalidParameter",
      "availabilityViewInterval must be between 5 and 1440.",
    );
  }
  return {
    "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)",
    value: (schedules as string[]).map((id) => readSchedule(data, id, window, interval)),
  };
}
