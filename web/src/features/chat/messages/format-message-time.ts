import { chatTexts } from "./chat-texts";

/** A number below this is seconds since 1970, otherwise milliseconds (spec §4, Timestamp display). */
const MILLISECONDS_THRESHOLD = 1e12;

/** day/month/year or day-month-year, with anything after it (a time) kept. */
const DAY_FIRST_DATE = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})(.*)$/s;

const timeFormatter = new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

function rewriteDayFirst(text: string): string {
  const match = DAY_FIRST_DATE.exec(text);
  if (!match) return text;
  const [, day = "", month = "", year = "", rest = ""] = match;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}${rest}`;
}

function readDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === "number" && Number.isFinite(value)) {
    date = new Date(value < MILLISECONDS_THRESHOLD ? value * 1000 : value);
  } else if (typeof value === "string" && value.trim()) date = new Date(rewriteDayFirst(value.trim()));
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A message's time as 24-hour HH:MM in the user's time zone, or 'Hora desconocida' when it cannot be read. */
export function formatMessageTime(value: unknown): string {
  const date = readDate(value);
  return date ? timeFormatter.format(date) : chatTexts.unknownTime;
}

/** The same instant as an ISO string for a <time> element or the send call, when there is one. */
export function readIsoTimestamp(value: unknown): string | undefined {
  return readDate(value)?.toISOString();
}
