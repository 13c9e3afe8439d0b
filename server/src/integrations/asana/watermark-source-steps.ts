import { FIRST_SYNC_MAX_ITEMS } from "../notification-source";
import { advanceWatermark, dropSeenItems, type Watermark } from "../notification-watermark";
import { ProviderError } from "../provider-api";

/** How many pending items a sync checks for deletion: each is one call to a provider with no deletion feed. */
const MAX_PENDING_CHECKS = 20;

type DatedItem = { providerItemId: string; date: Date };

/**
 * The steps that the time-watermark sources (Asana, ClickUp, HubSpot, Notion) share. They sit here rather than
 * beside notification-watermark.ts only because that file belongs to another part of the work.
 */

/**
 * The watermark keeps each change by item and time, not by item alone: a page edited again or a task changed again
 * is a new change, which an id-only mark would drop as seen for as long as nothing newer moved it on.
 */
function toChange(item: DatedItem): DatedItem {
  return { providerItemId: `${item.providerItemId}@${item.date.getTime()}`, date: item.date };
}

/** What a sync returns: only the changes the watermark has not taken, newest first, and on a first sync the newest 20. */
export function pickNewItems<T extends DatedItem>(items: readonly T[], watermark: Watermark): T[] {
  const changes = items.map((item) => ({ ...toChange(item), item }));
  const fresh = dropSeenItems(changes, watermark).sort((a, b) => b.date.getTime() - a.date.getTime());
  return (watermark.first ? fresh.slice(0, FIRST_SYNC_MAX_ITEMS) : fresh).map((change) => change.item);
}

/** The next cursor, after the changes `pickNewItems` returned. */
export function advanceChangeWatermark(watermark: Watermark, items: readonly DatedItem[], now: Date): string {
  return advanceWatermark(watermark, items.map(toChange), now);
}

/** Whether a provider answered that the item does not exist (deleted, or never shared with the app). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ProviderError && (error.status === 404 || error.status === 410);
}

/**
 * The pending items that are gone at the provider, checking the first 20. `isGone` reads one item; an item the
 * provider no longer finds counts as gone; any other failure fails the sync, which the next one repeats.
 */
export async function findGoneItems(
  pendingIds: readonly string[],
  isGone: (providerItemId: string) => Promise<boolean>,
): Promise<string[]> {
  const checked = await Promise.all(
    pendingIds.slice(0, MAX_PENDING_CHECKS).map(async (id) => {
      try {
        return (await isGone(id)) ? [id] : [];
      } catch (error) {
        if (isNotFound(error)) return [id];
        throw error;
      }
    }),
  );
  return checked.flat();
}
