import { ProviderError } from "./provider-api";

/** How many pending items a sync checks for deletion: each is one call to a provider with no deletion feed. */
const MAX_PENDING_CHECKS = 20;

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
