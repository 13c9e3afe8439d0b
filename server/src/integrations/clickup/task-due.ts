import { formatSpanishDay, startOfLocalDay, toLocalDay } from "../to-local-day";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MIDNIGHT_PATTERN = /T00:00(:00(\.0+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A due day without an hour: a bare day, or midnight, which is how a day alone is written as an instant. */
function readDueDay(dueDate: string): string | undefined {
  if (DAY_PATTERN.test(dueDate)) return dueDate;
  return MIDNIGHT_PATTERN.test(dueDate) ? dueDate.slice(0, 10) : undefined;
}

/** ClickUp's due fields: a day is its start in the person's zone, without time; an instant keeps its hour. */
export function toClickUpDue(dueDate: string, timeZone: string): { due_date: number; due_date_time: boolean } {
  const day = readDueDay(dueDate);
  return day
    ? { due_date: startOfLocalDay(day, timeZone), due_date_time: false }
    : { due_date: Date.parse(dueDate), due_date_time: true };
}

/** 'el jueves 26 de noviembre', or with its hour: 'el jueves 26 de noviembre a las 17:00'. */
export function describeClickUpDue(dueDate: string, timeZone: string): string {
  const day = readDueDay(dueDate);
  if (day) return `el ${formatSpanishDay(day)}`;
  const time = new Intl.DateTimeFormat("es-ES", { timeZone, hour: "2-digit", minute: "2-digit" }).format(
    new Date(dueDate),
  );
  return `el ${formatSpanishDay(toLocalDay(dueDate, timeZone))} a las ${time}`;
}
