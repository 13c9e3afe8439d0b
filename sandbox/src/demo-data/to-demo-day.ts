const DAY_MS = 86_400_000;
const DEMO_TIME_ZONE = "Europe/Madrid";

/** The calendar day, in Spain, `days` after `now`: what a Spanish team sees as 'hoy', 'mañana' or 'el lunes'. */
export function toDemoDay(now: number, days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: DEMO_TIME_ZONE }).format(new Date(now + days * DAY_MS));
}
