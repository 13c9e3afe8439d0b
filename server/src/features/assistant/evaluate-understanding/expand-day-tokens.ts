import { DAY_MS } from "../../../time-spans";

const shortDay = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", timeZone: "Europe/Madrid" });
const longDay = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", timeZone: "Europe/Madrid" });

const madridDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" });

/** Whole days from today in Spain to the 31st of December: 25 on the 6th. */
function countDaysToYearEnd(now: number): number {
  const today = madridDay.format(now);
  return Math.round((Date.parse(`${today.slice(0, 4)}-12-31`) - Date.parse(today)) / DAY_MS);
}

/**
 * Writes each `{hoy+N}` / `{hoy-N}` of an expected fact as the day N days from `now` in Spain, as a list writes it
 * ('20 ene') or as a sentence does ('20 de enero'), alternatives of the fact, and `{hasta-fin-de-año}` as the days left
 * in the year ('25 días'): the demo data are dated relative to the day the sandbox starts, so a fact about a date has
 * to be too, or the case passes or fails by the calendar.
 */
export function expandDayTokens(fact: string, now: number): string {
  return fact
    .replace(/\{hasta-fin-de-año\}/g, () => `${countDaysToYearEnd(now)} días`)
    .replace(/\{hoy([+-]\d+)\}/g, (_token, offset: string) => {
      const day = new Date(now + Number(offset) * DAY_MS);
      return `${shortDay.format(day)}|${longDay.format(day)}`;
    });
}
