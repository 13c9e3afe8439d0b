const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(timeZone: string, withYear: boolean, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withYear}|${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("es-ES", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
      ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * 'lun, 23 nov, 10:30' in the user's zone; the year only when it is not the current one, and no time for a bare
 * date ('2026-11-26').
 */
export function formatSpanishDate(iso: string, options: { now: Date; timeZone: string }): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const zone = dateOnly ? "UTC" : options.timeZone;
  const sameYear =
    new Intl.DateTimeFormat("en", { timeZone: zone, year: "numeric" }).format(date) ===
    new Intl.DateTimeFormat("en", { timeZone: options.timeZone, year: "numeric" }).format(options.now);
  return getFormatter(zone, !sameYear, !dateOnly).format(date).replace(/\./g, "");
}
