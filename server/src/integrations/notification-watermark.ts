import { z } from "zod";
import { FIRST_SYNC_MAX_ITEMS, FIRST_SYNC_WINDOW_MS } from "./notification-source";

/**
 * Later syncs ask for everything changed since the watermark minus this much, so an item whose provider timestamp
 * lands a little behind the newest one already seen (clocks, indexes that lag) still arrives on the next sync.
 */
export const WATERMARK_OVERLAP_MS = 5 * 60 * 1000;

const WatermarkCursorSchema = z.object({
  since: z.number(),
  /** Changes already taken within the overlap (see `toChangeKey`), with their time, so the overlap brings no repeats. */
  seen: z.record(z.string(), z.number()),
});

export type Watermark = { first: boolean; since: number; seen: Readonly<Record<string, number>> };

type DatedItem = { providerItemId: string; date: Date };

/** The watermark a cursor holds; a missing or unreadable one starts a first sync. */
export function readWatermark(cursor: string | null, now: Date): Watermark {
  if (cursor) {
    try {
      const parsed = WatermarkCursorSchema.safeParse(JSON.parse(cursor));
      if (parsed.success) return { first: false, ...parsed.data };
    } catch {
      // An unreadable cursor (a provider cursor left from another source) starts over, like a first sync.
    }
  }
  return { first: true, since: now.getTime() - FIRST_SYNC_WINDOW_MS, seen: {} };
}

/** The time to ask the provider for changes from. */
export function readQueryStart(watermark: Watermark): Date {
  return new Date(watermark.first ? watermark.since : watermark.since - WATERMARK_OVERLAP_MS);
}

/**
 * A change is an item at a time: a page edited again or a task changed again inside the overlap is news, which a mark
 * keyed by the item alone would drop as seen for as long as nothing newer moved it on.
 */
function toChangeKey(item: DatedItem): string {
  return `${item.providerItemId}@${item.date.getTime()}`;
}

/** Drops the changes this watermark already took, so the overlap yields each change once. */
export function dropSeenItems<T extends DatedItem>(items: readonly T[], watermark: Watermark): T[] {
  return items.filter((item) => !(toChangeKey(item) in watermark.seen));
}

/** The changes a sync returns: those not taken yet, newest first, and on a first sync only the newest 20. */
export function pickNewItems<T extends DatedItem>(items: readonly T[], watermark: Watermark): T[] {
  const fresh = dropSeenItems(items, watermark).sort((a, b) => b.date.getTime() - a.date.getTime());
  return watermark.first ? fresh.slice(0, FIRST_SYNC_MAX_ITEMS) : fresh;
}

/**
 * The next cursor. It moves to the newest item not after `now`: an item dated in the future (a clock running ahead)
 * is taken but never moves the mark past the present, so it cannot hide the items that come after it.
 */
export function advanceWatermark(watermark: Watermark, items: readonly DatedItem[], now: Date): string {
  let since = watermark.first ? now.getTime() - FIRST_SYNC_WINDOW_MS : watermark.since;
  for (const item of items) {
    const time = item.date.getTime();
    if (time <= now.getTime() && time > since) since = time;
  }
  const seen: Record<string, number> = {};
  const keepFrom = since - WATERMARK_OVERLAP_MS;
  for (const [key, time] of Object.entries(watermark.seen)) if (time >= keepFrom) seen[key] = time;
  for (const item of items) if (item.date.getTime() >= keepFrom) seen[toChangeKey(item)] = item.date.getTime();
  return JSON.stringify({ since, seen });
}
