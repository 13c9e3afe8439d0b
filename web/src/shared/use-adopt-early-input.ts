import { type RefObject, useEffect, useEffectEvent } from "react";

/**
 * Pages the server sends already drawn (src/prerender/) can be typed into before their script has run, and React's
 * state does not know what was typed then: it would send the form empty while the field shows the text. Once the
 * page is live, `adopt` gets the element, to take its value into the state where the two differ.
 */
export function useAdoptEarlyInput(ref: RefObject<HTMLInputElement | null>, adopt: (input: HTMLInputElement) => void) {
  const adoptInput = useEffectEvent(adopt);
  useEffect(() => {
    if (ref.current) adoptInput(ref.current);
  }, [ref]);
}
