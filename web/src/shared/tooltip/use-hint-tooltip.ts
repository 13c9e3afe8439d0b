import { type FocusEvent, type KeyboardEvent, type PointerEvent, useRef, useState } from "react";

/**
 * When a control's hint shows: while a mouse or pen rests on it, and while it has keyboard focus. Never for touch: a
 * tap leaves the hover and focus behind on phones, so a pure-CSS hint stayed on screen over the next tiles.
 * Escape hides it, as WCAG 1.4.13 asks of content shown on hover or focus.
 */
export function useHintTooltip() {
  const [isOpen, setIsOpen] = useState(false);
  const pointerType = useRef<string | null>(null);
  const triggerProps = {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== "touch") setIsOpen(true);
    },
    onPointerLeave: () => setIsOpen(false),
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      pointerType.current = event.pointerType;
      setIsOpen(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // Focus that follows a press (a tap, a click) is not keyboard focus, whatever the browser's heuristics say.
      if (pointerType.current === null && event.currentTarget.matches(":focus-visible")) setIsOpen(true);
    },
    onBlur: () => {
      pointerType.current = null;
      setIsOpen(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === "Escape") setIsOpen(false);
    },
  };
  return { isOpen, triggerProps };
}
