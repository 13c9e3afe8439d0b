import { useSyncExternalStore } from "react";

/**
 * The workspace's phone layout. The spec's side-navigation rule is "768 px or less", and the whole workspace switches
 * at that one width so the bottom bar and the full-screen chat always appear together.
 */
export const MOBILE_WORKSPACE_QUERY = "(max-width: 768px)";

/** Whether a media query matches now, re-rendering when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
