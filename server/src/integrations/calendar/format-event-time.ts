import { formatSpanishDay, toLocalDay } from "../to-local-day";
import type { CalendarTime } from "./client";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function formatDay(instant: Date, timeZone: string): string {
  return formatSpanishDay(toLocalDay(instant.toISOString(), timeZone));
}

function formatHour(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(
    instant,
  );
}

/** The day before a bare day: an all-day event's end date is the day after its last. */
function readDayBefore(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) - 1)).toISOString().slice(0, 10);
}

/**
 * When an event happens, as a Spanish speaker says it, in the person's zone: 'jueves 26 de noviembre de 10:00 a
 * 10:30', 'viernes 27 de noviembre (todo el día)', or across days when it spans them.
 */
export function formatEventTime(start: CalendarTime, end: CalendarTime, timeZone: string): string {
  if (start.date && DAY_PATTERN.test(start.date)) {
    const first = formatSpanishDay(start.date);
    const last = formatSpanishDay(end.date ? readDayBefore(end.date) : start.date);
    return first === last ? `${first} (todo el día)` : `del ${first} al ${last} (todo el día)`;
  }
  const from = new Date(start.dateTime ?? "");
  const to = new Date(end.dateTime ?? start.dateTime ?? "");
  const fromDay = formatDay(from, timeZone);
  const toDay = formatDay(to, timeZone);
  if (fromDay === toDay) return `${fromDay} de ${formatHour(from, timeZone)} a ${formatHour(to, timeZone)}`;
  return `del ${fromDay} a las ${formatHour(from, timeZone)} al ${toDay} a las ${formatHour(to, timeZone)}`;
}

/** The instant an event starts: its dateTime, or midnight of its day in the person's zone for an all-day one. */
export function readEventStart(start: CalendarTime): string {
  return start.dateTime ?? start.date ?? "";
}

/** How a listed event ends, beside its start: 'hasta las 10:30', 'todo el día', or the end day when it is another. */
export function formatEventEnd(start: CalendarTime, end: CalendarTime, timeZone: string): string {
  if (start.date) return formatEventTime(start, end, timeZone).replace(/^.*\((todo el día)\)$/, "$1");
  const from = new Date(start.dateTime ?? "");
  const to = new Date(end.dateTime ?? start.dateTime ?? "");
  const sameDay = formatDay(from, timeZone) === formatDay(to, timeZone);
  return sameDay
    ? `hasta las ${formatHour(to, timeZone)}`
    : `hasta el ${formatDay(to, timeZone)} a las ${formatHour(to, timeZone)}`;
}
