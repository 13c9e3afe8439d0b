const connectionDateFormat = new Intl.DateTimeFormat("es-ES", { dateStyle: "long" });

/** '20 de noviembre de 2026', in the user's time zone; an unreadable date is shown as the server sent it. */
export function formatConnectionDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : connectionDateFormat.format(date);
}
