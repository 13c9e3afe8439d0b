import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { DAY_MS } from "../../time-spans";
import type { ListedItem, ParsedRequest, ToolContext, ToolOutput, WorkingHours } from "../app-tool";
import { readLocalInstant, toLocalDay } from "../to-local-day";
import { formatEventTime } from "./format-event-time";
import { DayOrInstantSchema, readTimeRange } from "./read-time-range";

/**
 * Free slots of a length within a range and the working hours, the same for Google Calendar (freeBusy) and Outlook
 * (getSchedule): each provider says only who is busy when.
 */

/** Shifu's working day when the person taught none. */
const DEFAULT_HOURS: WorkingHours = { start: "09:00", end: "18:00" };
const DEFAULT_MINUTES = 60;
const DEFAULT_COUNT = 5;
const MAX_COUNT = 20;
/** A slot starts on the quarter hour, as people propose meetings. */
const STEP_MS = 15 * 60_000;
/** At most this many slots of one day, so that a free morning does not hide the rest of the week. */
const PER_DAY = 3;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export const FindFreeSlotsInputSchema = z.object({
  from: DayOrInstantSchema.optional().describe(
    "Desde cuándo: un día 'YYYY-MM-DD' o fecha y hora con desfase; sin él, ahora",
  ),
  to: DayOrInstantSchema.optional().describe("Hasta cuándo (un día se incluye entero); sin él, una semana"),
  durationMinutes: z
    .number()
    .int()
    .min(5)
    .max(600)
    .optional()
    .describe("Duración del hueco en minutos (60 si no se dice)"),
  attendees: z
    .array(z.string().trim().min(1).max(320))
    .max(20)
    .optional()
    .describe("Personas que también deben estar libres: correos o nombres de personas del calendario"),
  workStart: z
    .string()
    .regex(CLOCK)
    .optional()
    .describe("Comienzo de la jornada 'HH:mm'; sin él, el del entrenamiento o 09:00"),
  workEnd: z
    .string()
    .regex(CLOCK)
    .optional()
    .describe("Final de la jornada 'HH:mm'; sin él, el del entrenamiento o 18:00"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos huecos como mucho (5 si no se dice)"),
});

export type FindFreeSlotsInput = z.infer<typeof FindFreeSlotsInputSchema>;
export type Block = { from: number; to: number };

async function readHours(context: ToolContext, input: FindFreeSlotsInput): Promise<WorkingHours> {
  const taught = (await context.readWorkingHours?.()) ?? DEFAULT_HOURS;
  const hours = { start: input.workStart ?? taught.start, end: input.workEnd ?? taught.end };
  if (hours.end <= hours.start) {
    throw new AppError("BAD_REQUEST", { message: "La jornada tiene que terminar después de empezar." });
  }
  return hours;
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The working stretches of each weekday the range touches, in the person's zone and cut to the range. */
function listWorkingWindows(range: Block, hours: WorkingHours, timeZone: string): Block[] {
  const windows: Block[] = [];
  let day = toLocalDay(new Date(range.from).toISOString(), timeZone);
  const last = toLocalDay(new Date(range.to - 1).toISOString(), timeZone);
  while (day <= last) {
    if (!isWeekend(day)) {
      const from = Math.max(readLocalInstant(day, hours.start, timeZone), range.from);
      const to = Math.min(readLocalInstant(day, hours.end, timeZone), range.to);
      if (to > from) windows.push({ from, to });
    }
    day = new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  }
  return windows;
}

/** The free stretches of a window once the busy blocks are taken out. */
function subtractBusy(window: Block, busy: readonly Block[]): Block[] {
  const free: Block[] = [];
  let cursor = window.from;
  for (const block of busy) {
    if (block.to <= cursor || block.from >= window.to) continue;
    if (block.from > cursor) free.push({ from: cursor, to: Math.min(block.from, window.to) });
    cursor = Math.max(cursor, block.to);
  }
  if (cursor < window.to) free.push({ from: cursor, to: window.to });
  return free;
}

function formatClock(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(
    new Date(instant),
  );
}

/** What a provider knows of a range: the busy blocks of the user and the people asked for, and whom it cannot see. */
export type BusyTimes = { busy: Block[]; seen: string[]; unseen: string[] };

/** Free time as a request asks for it: the days, the length, the people, how many. */
export function readFindFreeSlotsArgs(request: ParsedRequest): FindFreeSlotsInput {
  const attendees = request.recipients?.length ? request.recipients : request.person ? [request.person] : [];
  return {
    ...(request.dateRange?.from ? { from: request.dateRange.from } : {}),
    ...(request.dateRange?.to ? { to: request.dateRange.to } : {}),
    ...(request.durationMinutes ? { durationMinutes: request.durationMinutes } : {}),
    ...(attendees.length > 0 ? { attendees } : {}),
    ...(request.count ? { count: Math.min(request.count, MAX_COUNT) } : {}),
  };
}

/**
 * Up to `count` slots (five when not said) starting on the quarter hour, at most three a day, Monday to Friday within
 * the working hours, where nobody's busy block falls.
 */
export async function listFreeSlots(
  context: ToolContext,
  input: FindFreeSlotsInput,
  readBusy: (range: Block) => Promise<BusyTimes>,
): Promise<ToolOutput> {
  const range = readTimeRange(input, context);
  const from = Math.max(Date.parse(range.timeMin), context.now.getTime());
  const to = Date.parse(range.timeMax);
  if (to <= from) return { kind: "list", object: "slot", items: [] };
  const hours = await readHours(context, input);
  const length = (input.durationMinutes ?? DEFAULT_MINUTES) * 60_000;
  const { busy, seen, unseen } = await readBusy({ from, to });
  const sorted = [...busy].sort((a, b) => a.from - b.from);
  const count = input.count ?? DEFAULT_COUNT;
  const items: ListedItem[] = [];
  for (const window of listWorkingWindows({ from, to }, hours, context.timeZone)) {
    let ofDay = 0;
    for (const gap of subtractBusy(window, sorted)) {
      const start = Math.ceil(gap.from / STEP_MS) * STEP_MS;
      if (start + length > gap.to || ofDay >= PER_DAY || items.length >= count) continue;
      ofDay += 1;
      const end = start + length;
      const when = formatEventTime(
        { dateTime: new Date(start).toISOString() },
        { dateTime: new Date(end).toISOString() },
        context.timeZone,
      );
      items.push({
        id: new Date(start).toISOString(),
        title: when.charAt(0).toUpperCase() + when.slice(1),
        date: new Date(start).toISOString(),
        details: [
          `Libre hasta las ${formatClock(gap.to, context.timeZone)}`,
          ...(seen.length > 0 ? [`También libres: ${seen.join(", ")}`] : []),
          ...(unseen.length > 0 ? [`No veo la disponibilidad de: ${unseen.join(", ")}`] : []),
        ],
      });
    }
  }
  return { kind: "list", object: "slot", items };
}
