import { useSyncExternalStore } from "react";

function subscribeToNothing(): () => void {
  return () => {};
}

/**
 * False while React adopts a page the server sent drawn (and in that server render), true once the page is live.
 * A page drawn in the browser is live from its first render.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
