import type { OutlookEvent } from "./calendar-client";

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A series' zone: as Intl reads it, and as Graph named it (none when Graph named none that could be read). */
export type OutlookSeriesZone = { timeZone: string; name?: string };

/**
 * The zone an Outlook series counts its days in: its range's `recurrenceTimeZone` (the zone of its start and end days
 * and of the day in a cancelled session's occurrenceId), else the zone it was written in. Graph names a zone the Windows
 * way ('Romance Standard Time') or the IANA way; a Windows name is read as the first IANA zone CLDR maps it to, which
 * keeps the same clock. `fallback` when Graph names none, or one that neither knows.
 */
export async function readOutlookSeriesZone(
  master: Pick<OutlookEvent, "recurrence" | "originalStartTimeZone">,
  fallback: string,
): Promise<OutlookSeriesZone> {
  const name = master.recurrence?.range.recurrenceTimeZone || master.originalStartTimeZone;
  if (!name) return { timeZone: fallback };
  if (isIanaZone(name)) return { timeZone: name, name };
  // Loaded at the first split of a series: its table of zones is most of its size, which start-up need not read.
  // A CommonJS package: bundled, its import() yields only a default export.
  const { default: windowsIana } = await import("windows-iana");
  const timeZone = windowsIana.findIana(name)[0];
  return timeZone ? { timeZone, name } : { timeZone: fallback };
}
