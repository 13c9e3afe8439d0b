const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day ('YYYY-MM-DD') on which an instant falls in `timeZone`; a bare day is already one. */
export function toLocalDay(isoDateOrInstant: string, timeZone: string): string {
  if (DAY_PATTERN.test(isoDateOrInstant)) return isoDateOrInstant;
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(isoDateOrInstant));
}

/**
 * The day as written in the instant itself: the local engine writes instants with the user's offset, so their date
 * part is the user's day without needing the zone.
 */
export function readWrittenDay(isoDateOrInstant: string): string | undefined {
  const day = isoDateOrInstant.slice(0, 10);
  return DAY_PATTERN.test(day) ? day : undefined;
}

/** 'jueves 26 de noviembre': a day as Spanish speakers say it, for approvals and confirmations. */
export function formatSpanishDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const noon = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12));
  return new Intl.DateTimeFormat("es-ES", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" })
    .format(noon)
    .replace(",", "");
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
export function readZoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which a clock in `timeZone` shows `time` ('09:30') on `day`; a time in a DST gap comes an hour on. */
export function readLocalInstant(day: string, time: string, timeZone: string): number {
  const [year, month, date] = day.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const asUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, hour ?? 0, minute ?? 0);
  const guess = asUtc - readZoneOffsetMs(asUtc, timeZone);
  return asUtc - readZoneOffsetMs(guess, timeZone);
}

/** The instant at which a calendar day begins in `timeZone` (midnight, or the first hour after a DST gap). */
export function startOfLocalDay(day: string, timeZone: string): number {
  return readLocalInstant(day, "00:00", timeZone);
}
