/** A wall-clock reading in some zone; month is 1–12. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a clock in `timeZone` shows at `instant`. */
export function readWallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of getFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes east of UTC that `timeZone` observes at `instant`. */
export function getZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = readWallTime(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which a clock in `timeZone` shows `wall`. Out-of-range fields roll over (day 32 is next month's 1st),
 * so callers can add days without calendar arithmetic. Two passes settle the offset across a DST change.
 */
export function instantFromWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  let instant = new Date(asUtc - getZoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000);
  instant = new Date(asUtc - getZoneOffsetMinutes(instant, timeZone) * 60_000);
  return instant;
}

/** ISO 8601 with the zone's offset ('2026-11-24T17:00:00+01:00'), so the local date survives a naive slice. */
export function formatZonedIso(instant: Date, timeZone: string): string {
  const wall = readWallTime(instant, timeZone);
  const offset = getZoneOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const pad = (value: number) => String(value).padStart(2, "0");
  const absolute = Math.abs(offset);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}
