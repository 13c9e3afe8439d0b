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
