import { useEffect, useRef, useState } from "react";

/** How long 'Deshacer' is offered before the provider is asked to delete, as mail apps do. */
export const DELETE_UNDO_MS = 5_000;

/**
 * 'Eliminar' with a few seconds to take it back: `schedule` starts the wait, `undo` cancels it, and `remove` runs when
 * it ends. Leaving the card (another chat, another view) does not cancel what was asked: the deletion goes ahead then.
 */
export function useUndoableDelete(remove: () => void) {
  const [isScheduled, setIsScheduled] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const removeNow = useRef(remove);
  removeNow.current = remove;

  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      removeNow.current();
    },
    [],
  );

  function schedule() {
    if (timer.current !== undefined) return;
    setIsScheduled(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setIsScheduled(false);
      removeNow.current();
    }, DELETE_UNDO_MS);
  }

  function undo() {
    clearTimeout(timer.current);
    timer.current = undefined;
    setIsScheduled(false);
  }

  return { isScheduled, schedule, undo };
}
