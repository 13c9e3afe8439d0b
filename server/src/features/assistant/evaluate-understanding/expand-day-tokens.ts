const DAY_MS = 86_400_000;

const shortDay = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", timeZone: "Europe/Madrid" });
const longDay = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", timeZone: "Europe/Madrid" });

/**
 * Writes each `{hoy+N}` / `{hoy-N}` of an expected fact as the day N days from `now` in Spain, as a list writes it
 * ('20 ene') or as a sentence does ('20 de enero'), alternatives of the fact: the demo
 * data are dated relative to the day the sandbox starts, so a fact about a due or close date has to be too, or the
 * case passes or fails by the calendar.
 */
export function expandDayTokens(fact: string, now: number): string {
  return fact.replace(/\{hoy([+-]\d+)\}/g, (_token, offset: string) => {
    const day = new Date(now + Number(offset) * DAY_MS);
    return `${shortDay.format(day)}|${longDay.format(day)}`;
  });
}
