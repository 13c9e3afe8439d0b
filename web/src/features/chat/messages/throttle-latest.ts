/**
 * Hands `write` the newest value at most once per interval: the first one at once, so a reply shows as soon as it
 * starts, then the latest of each interval, so a long reply does not re-render the chat for every token. `cancel`
 * drops what is still waiting, for when a final value replaces it.
 */
export function throttleLatest<T>(write: (value: T) => void, intervalMs: number) {
  let waiting: { value: T } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function writeWaiting() {
    timer = undefined;
    if (!waiting) return;
    const { value } = waiting;
    waiting = undefined;
    write(value);
    timer = setTimeout(writeWaiting, intervalMs);
  }

  return {
    push(value: T) {
      waiting = { value };
      if (timer === undefined) writeWaiting();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}
