export type DayTile = { label: string; isToday: boolean; isInStreak: boolean };

const DAY_OFFSETS = [-2, -1, 0, 1] as const;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat("es-ES", { day: "2-digit", month: "short" });

/** 'dd Mon' in Spanish, e.g. '23 Nov'; Intl gives the month in lower case and sometimes with a full stop. */
export function formatDayLabel(date: Date): string {
  const parts = dayFormat.formatToParts(date);
  const day = parts.find((part) => part.type === "day")?.value ?? "";
  const month = (parts.find((part) => part.type === "month")?.value ?? "").replace(".", "");
  return `${day} ${month.charAt(0).toUpperCase()}${month.slice(1)}`;
}

/** Two days before today, today and tomorrow; a streak of n days covers today and the n − 1 days before it. */
export function listDayTiles(today: Date, loginStreak: number): DayTile[] {
  return DAY_OFFSETS.map((offset) => ({
    label: formatDayLabel(new Date(today.getTime() + offset * MS_PER_DAY)),
    isToday: offset === 0,
    isInStreak: offset <= 0 && -offset < loginStreak,
  }));
}
