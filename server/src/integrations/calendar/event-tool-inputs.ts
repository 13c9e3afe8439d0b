import { joinSpanishList } from "@shifu/contract";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { MINUTE_MS } from "../../time-spans";
import type { ListedItem, ParsedRequest } from "../app-tool";
import { formatSpanishDay, readLocalInstant, toLocalDay } from "../to-local-day";
import { readCalendarEventId } from "./calendar-item-id";
import { describeAttendees } from "./describe-attendees";
import { formatEventTime } from "./format-event-time";
import { DayOrInstantSchema, EventInstantSchema } from "./read-time-range";
import { shiftEventStart } from "./shift-event-start";

/**
 * The inputs Google Calendar's and Outlook's event tools share (list, create, move, cancel, answer an invitation), how
 * a parsed request fills them, and how their cards read: the two calendars differ in their calls, not in these.
 */

const FILLED_BY_SHIFU = "Lo rellena Shifu antes de pedir confirmación";
/** A field the tool's `resolve` fills from the event, for the card; the model never has to. */
const filledByShifu = () => z.string().optional().describe(FILLED_BY_SHIFU);
const filledListByShifu = () => z.array(z.string()).optional().describe(FILLED_BY_SHIFU);
const filledFlagByShifu = () => z.boolean().optional().describe(FILLED_BY_SHIFU);
/** A change to a recurring event reaches one session or the whole series: the card says which. */
const ONE_OCCURRENCE = " (solo esta sesión de la serie; las demás no cambian)";
const FOLLOWING = " (esta sesión y las siguientes; las anteriores no cambian)";
const WHOLE_SERIES = " (toda la serie)";
/** How many sessions a card names before saying 'y las siguientes'. */
export const SESSIONS_SHOWN = 5;

const EventScopeSchema = z
  .enum(["occurrence", "following", "series"])
  .optional()
  .describe(
    "Obligatorio en un evento que se repite, con lo que la persona haya dicho: occurrence, solo la sesión encontrada " +
      "('solo la del lunes', 'solo esta vez'); following, esa sesión y las siguientes ('a partir de esta', 'de ahora " +
      "en adelante'); series, toda la serie ('todas las semanas', 'toda la serie'). Si no lo ha dicho, pregúntale " +
      "antes; sin él, un evento que se repite no se cambia",
  );
export type EventScope = z.infer<typeof EventScopeSchema>;

/** What the card adds after a recurring event's title: which sessions change; nothing for a single event. */
function describeScope(input: { occurrence?: boolean; scope?: EventScope }): string {
  if (!input.occurrence) return "";
  if (input.scope === "series") return WHOLE_SERIES;
  return input.scope === "following" ? FOLLOWING : ONE_OCCURRENCE;
}

/**
 * The sessions a change to a recurring event reaches, by their days, so that the person confirms knowing which:
 * '. Sesiones afectadas: lunes 30 de noviembre, lunes 7 de diciembre y las siguientes'.
 */
function describeSessions(input: { sessions?: string[]; moreSessions?: boolean }): string {
  const sessions = input.sessions ?? [];
  if (sessions.length === 0) return "";
  const label = sessions.length === 1 && !input.moreSessions ? "Sesión afectada" : "Sesiones afectadas";
  return `. ${label}: ${joinSpanishList(input.moreSessions ? [...sessions, "las siguientes"] : sessions)}`;
}

/**
 * A session of a series changed with no word on which sessions: guessing one or all would change what the person did
 * not mean as often as what they did, so the caller (a model, an outside client) is told to ask them first.
 */
export function requireSessionsSaid(
  scope: EventScope,
  session: { title: string; start: string },
  timeZone: string,
): asserts scope is NonNullable<EventScope> {
  if (scope) return;
  const day = formatSpanishDay(toLocalDay(session.start, timeZone));
  throw new AppError("BAD_REQUEST", {
    message:
      `«${session.title}» se repite y no se ha dicho qué sesiones cambian. Pregunta a la persona si es solo la ` +
      `del ${day}, esa y las siguientes, o toda la serie, y vuelve a pedirlo con scope occurrence, following o series.`,
  });
}

/** The days of the sessions a change reaches, as the card lists them, from their starts; at most SESSIONS_SHOWN. */
export function listSessionDays(
  starts: readonly string[],
  timeZone: string,
): { sessions: string[]; moreSessions?: boolean } {
  const sessions = starts.slice(0, SESSIONS_SHOWN).map((start) => formatSpanishDay(toLocalDay(start, timeZone)));
  return starts.length > SESSIONS_SHOWN ? { sessions, moreSessions: true } : { sessions };
}

/**
 * The series' new start and end when one session is moved for all: the series' own first start moves by as much as
 * the session did, and takes the session's new length, so every session keeps its weekday and hour.
 */
export function shiftSeries(
  session: { previousStart: string; start: string; end: string },
  series: { start: string },
): { start: string; end: string } {
  const shift = Date.parse(session.start) - Date.parse(session.previousStart);
  const start = Date.parse(series.start) + shift;
  const length = Date.parse(session.end) - Date.parse(session.start);
  return { start: new Date(start).toISOString(), end: new Date(start + length).toISOString() };
}
const eventIdOf = (listTool: string) => z.string().trim().min(1).max(1024).describe(`Id del evento, de ${listTool}`);

/** A spoken 'reunión' with no length is an hour (Google's default too; Outlook's own is half an hour). */
const DEFAULT_EVENT_MINUTES = 60;
export const MAX_LISTED_EVENTS = 50;

export const ListEventsInputSchema = z.object({
  from: DayOrInstantSchema.optional().describe(
    "Desde cuándo: un día 'YYYY-MM-DD' (desde su comienzo) o una fecha y hora ISO 8601 con desfase; sin él, desde ahora",
  ),
  to: DayOrInstantSchema.optional().describe(
    "Hasta cuándo: un día 'YYYY-MM-DD' (incluido entero) o una fecha y hora ISO 8601 con desfase; sin él, una semana",
  ),
  query: z.string().trim().min(1).max(200).optional().describe("Texto o persona que deben tener los eventos"),
  count: z
    .number()
    .int()
    .min(1)
    .max(MAX_LISTED_EVENTS)
    .optional()
    .describe("Cuántos eventos como mucho (25 si no se dice)"),
});
export type ListEventsInput = z.infer<typeof ListEventsInputSchema>;

/** An agenda as a request asks for it: its days, a person or words to match, and how many. */
export function readListEventsArgs(request: ParsedRequest): ListEventsInput {
  const query = request.person ?? request.quoted ?? request.keywords;
  return {
    ...(request.dateRange?.from ? { from: request.dateRange.from } : {}),
    ...(request.dateRange?.to ? { to: request.dateRange.to } : {}),
    ...(query ? { query } : {}),
    ...(request.count ? { count: Math.min(request.count, MAX_LISTED_EVENTS) } : {}),
  };
}

/** A new event's input; the attendees and the video meeting are said each in the provider's words. */
export function createNewEventInputSchema(words: { attendees: string; videoMeeting: string }) {
  return z.object({
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
    attendees: z.array(z.string().trim().min(1).max(320)).max(50).optional().describe(words.attendees),
    location: z.string().trim().min(1).max(300).optional().describe("Lugar"),
    videoMeeting: z.boolean().optional().describe(words.videoMeeting),
    description: z.string().trim().min(1).max(5000).optional().describe("Descripción o notas del evento"),
  });
}
export type NewEventInput = z.infer<ReturnType<typeof createNewEventInputSchema>>;

/** The end a new event has: the one given, or its start plus the length (an hour when none was said). */
export function readNewEventEnd(input: Pick<NewEventInput, "start" | "end" | "durationMinutes">): string {
  if (input.end) return input.end;
  const minutes = input.durationMinutes ?? DEFAULT_EVENT_MINUTES;
  return new Date(Date.parse(input.start) + minutes * MINUTE_MS).toISOString();
}

/** Refuses an event that would end before it starts. */
export function requireEndAfterStart(start: string, end: string): void {
  if (Date.parse(end) <= Date.parse(start)) {
    throw new AppError("BAD_REQUEST", { message: "El evento tiene que terminar después de empezar." });
  }
}

/** The new event's card: 'Crear en Outlook el evento «…» el jueves … con … y enviarles la invitación'. */
export function describeNewEvent(
  input: NewEventInput,
  options: { action: string; videoMeeting: string; timeZone: string },
): string {
  const when = formatEventTime({ dateTime: input.start }, { dateTime: readNewEventEnd(input) }, options.timeZone);
  const place = input.location ? `, en ${input.location}` : "";
  const video = input.videoMeeting ? `, con ${options.videoMeeting}` : "";
  const invite = input.attendees?.length ? " y enviarles la invitación" : "";
  return `${options.action} el evento «${input.title}» el ${when}${describeAttendees(input.attendees)}${place}${video}${invite}`;
}

export function createMoveEventInputSchema(listTool: string) {
  return z.object({
    eventId: eventIdOf(listTool),
    start: EventInstantSchema.optional().describe("Nuevo comienzo: fecha y hora ISO 8601 con desfase"),
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .optional()
      .describe("Nueva hora 'HH:mm' el mismo día del evento, cuando no se da el comienzo entero"),
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe("Nuevo día 'YYYY-MM-DD' a la misma hora que tenía, cuando solo se dice el día"),
    shiftMinutes: z
      .number()
      .int()
      .min(-366 * 24 * 60)
      .max(366 * 24 * 60)
      .optional()
      .describe(
        "Cuántos minutos se mueve el evento desde su comienzo actual, cuando se pide así ('una hora más tarde' → 60, " +
          "'media hora antes' → -30, 'al día siguiente' → 1440), en lugar del comienzo o la hora",
      ),
    end: EventInstantSchema.optional().describe("Nuevo final; sin él, el evento conserva su duración"),
    title: filledByShifu(),
    previousStart: filledByShifu(),
    previousEnd: filledByShifu(),
    attendees: filledListByShifu(),
    occurrence: filledFlagByShifu(),
    scope: EventScopeSchema,
    sessions: filledListByShifu(),
    moreSessions: filledFlagByShifu(),
    splitAt: filledByShifu(),
  });
}
export type MoveEventInput = z.infer<ReturnType<typeof createMoveEventInputSchema>>;

/** A move as a request asks for it: the event found, a new start with its hour, and a new length when one is said. */
export function readMoveEventArgs(request: ParsedRequest, target: ListedItem | undefined): MoveEventInput | null {
  if (!target) return null;
  const eventId = readCalendarEventId(target.id);
  const scope = readRequestScope(request, target);
  // 'una hora más tarde': counted from where the event is now, which its resolve reads.
  if (request.startShiftMinutes) return { eventId, shiftMinutes: request.startShiftMinutes, ...scope };
  // 'cámbiala a las 13': the hour alone, on the event's own day, which its resolve reads in the person's zone.
  if (request.timeOfDay && !request.dueDate) return { eventId, startTime: request.timeOfDay, ...scope };
  // 'pásala al jueves': the day alone, at the hour the event has.
  if (request.dueDate && isSaidDayAlone(request.dueDate, request.text))
    return { eventId, day: request.dueDate.slice(0, 10), ...scope };
  if (!request.dueDate || !isSaidTime(request.dueDate, request.text)) return null;
  return {
    eventId,
    ...scope,
    start: request.dueDate,
    ...(request.durationMinutes
      ? { end: new Date(Date.parse(request.dueDate) + request.durationMinutes * MINUTE_MS).toISOString() }
      : {}),
  };
}

/**
 * Whether a new start read from a request has an hour the person said: a day alone is read at its midnight, and a
 * meeting moved there at 00:00 would be a time nobody asked for.
 */
function isSaidTime(instant: string, text: string): boolean {
  if (!/T\d{2}:\d{2}/.test(instant)) return false;
  return !/T00:00/.test(instant) || /\b(?:medianoche|00:00|0:00|las 0|las 12 de la noche)\b/i.test(text);
}

/** Words that name a day: a new start read at midnight from them is that day with no hour said. */
const NAMES_DAY =
  /\b(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|ma[nñ]ana|semana que viene|pr[oó]xima semana|\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)|d[ií]a \d{1,2})\b/iu;

function isSaidDayAlone(instant: string, text: string): boolean {
  return /T00:00/.test(instant) && !isSaidTime(instant, text) && NAMES_DAY.test(text);
}

/**
 * Where a moved event starts: the instant given, the hour given on the day it had, that hour on the day given, or its
 * own start moved by the minutes given, in the person's zone.
 */
export function readMovedStart(
  input: Pick<MoveEventInput, "start" | "startTime" | "shiftMinutes" | "day">,
  previousStart: string,
  timeZone: string,
): string {
  if (input.start) return input.start;
  if (input.day && !input.startTime) {
    const days = (Date.parse(input.day) - Date.parse(toLocalDay(previousStart, timeZone))) / (24 * 60 * 60_000);
    return shiftEventStart(previousStart, days * 24 * 60, timeZone);
  }
  if (input.shiftMinutes && !input.startTime) return shiftEventStart(previousStart, input.shiftMinutes, timeZone);
  if (!input.startTime) {
    throw new AppError("BAD_REQUEST", { message: "Dime a qué día y hora quieres mover el evento." });
  }
  const day = toLocalDay(previousStart, timeZone);
  return new Date(readLocalInstant(day, input.startTime, timeZone)).toISOString();
}

/** Where a moved event ends: the end asked for, or the new start plus the length it had. */
export function readMovedEnd(input: { start: string; end?: string }, previous: { start: string; end: string }): string {
  const length = Date.parse(previous.end) - Date.parse(previous.start);
  const end = input.end ?? new Date(Date.parse(input.start) + length).toISOString();
  requireEndAfterStart(input.start, end);
  return end;
}

/** The move's card: where the event was, where it goes, and who is told. */
export function describeEventMove(input: MoveEventInput, options: { action: string; timeZone: string }): string {
  const before =
    input.previousStart && input.previousEnd
      ? ` del ${formatEventTime({ dateTime: input.previousStart }, { dateTime: input.previousEnd }, options.timeZone)}`
      : "";
  const start = input.start ?? "";
  const after = formatEventTime({ dateTime: start }, { dateTime: input.end ?? start }, options.timeZone);
  const told = input.attendees?.length
    ? ` y avisar a los invitados:${describeAttendees(input.attendees).replace(" con", "")}`
    : "";
  return `${options.action} el evento «${input.title ?? input.eventId}»${describeScope(input)}${before} al ${after}${told}${describeSessions(input)}`;
}

export function createCancelEventInputSchema(listTool: string) {
  return z.object({
    eventId: eventIdOf(listTool),
    title: filledByShifu(),
    when: filledByShifu(),
    attendees: filledListByShifu(),
    occurrence: filledFlagByShifu(),
    scope: EventScopeSchema,
    sessions: filledListByShifu(),
    moreSessions: filledFlagByShifu(),
    splitAt: filledByShifu(),
  });
}
export type CancelEventInput = z.infer<ReturnType<typeof createCancelEventInputSchema>>;

/** The cancellation's card: the event, its time and who hears of it. */
export function describeEventCancel(input: CancelEventInput, action: string): string {
  const when = input.when ? ` del ${input.when}` : "";
  const told = input.attendees?.length
    ? ` y avisar de la cancelación a ${describeAttendees(input.attendees).replace(" con ", "")}`
    : "";
  return `${action} el evento «${input.title ?? input.eventId}»${describeScope(input)}${when}${told}${describeSessions(input)}`;
}

/** A cancellation as a request asks for it: the event found, and the whole series when that is said. */
export function readCancelEventArgs(request: ParsedRequest, target: ListedItem | undefined): CancelEventInput | null {
  if (!target) return null;
  return { eventId: readCalendarEventId(target.id), ...readRequestScope(request, target) };
}

/**
 * The sessions a request reaches, as said; a session of a series found with none said is that session alone, as the
 * local engine asks first unless a day picked it ('cancela el comité del lunes').
 */
function readRequestScope(request: ParsedRequest, target: ListedItem): { scope?: NonNullable<EventScope> } {
  if (request.seriesScope) return { scope: request.seriesScope };
  return target.series ? { scope: "occurrence" } : {};
}

const InvitationResponseSchema = z.enum(["accepted", "declined", "tentative"]);
export type InvitationResponse = z.infer<typeof InvitationResponseSchema>;

export function createRespondInvitationInputSchema(listTool: string) {
  return z.object({
    eventId: eventIdOf(listTool),
    response: InvitationResponseSchema.describe("accepted (aceptar), declined (rechazar) o tentative (quizás)"),
    note: z.string().trim().min(1).max(1000).optional().describe("Nota opcional para el organizador"),
    title: filledByShifu(),
    when: filledByShifu(),
    organizer: filledByShifu(),
  });
}
export type RespondInvitationInput = z.infer<ReturnType<typeof createRespondInvitationInputSchema>>;

const ANSWER_WORDS: Record<InvitationResponse, { card: string; done: string }> = {
  accepted: { card: "Aceptar", done: "He aceptado" },
  declined: { card: "Rechazar", done: "He rechazado" },
  tentative: { card: "Responder «quizás» a", done: "He respondido «quizás» a" },
};

/**
 * An answer as a request gives it: the invitation found (a listed event or a notification card, whose id names the
 * event), the answer, and the note.
 */
export function readRespondInvitationArgs(
  request: ParsedRequest,
  target: ListedItem | undefined,
): RespondInvitationInput | null {
  if (!target || !request.invitationAnswer) return null;
  return {
    eventId: readCalendarEventId(target.id),
    response: request.invitationAnswer,
    ...(request.body ? { note: request.body } : {}),
  };
}

/** The answer's card: 'Aceptar la invitación de Marta López a «…» (jueves …) con la nota «…»'. */
export function describeInvitationAnswer(input: RespondInvitationInput): string {
  const from = input.organizer ? ` de ${input.organizer}` : "";
  const when = input.when ? ` (${input.when})` : "";
  const note = input.note ? ` con la nota «${input.note}»` : "";
  return `${ANSWER_WORDS[input.response].card} la invitación${from} a «${input.title ?? input.eventId}»${when}${note}`;
}

/** 'He aceptado la invitación a «…»; Marta López recibirá tu respuesta.' */
export function reportInvitationAnswer(input: RespondInvitationInput, title: string): string {
  const told = input.organizer ? `; ${input.organizer} recibirá tu respuesta` : "";
  return `${ANSWER_WORDS[input.response].done} la invitación a «${title}»${told}.`;
}
