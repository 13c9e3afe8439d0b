/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions run inside the page by Playwright; they cannot use anything from their module's scope.

declare global {
  interface Window {
    __lastMessageVisibleAt?: number;
    __longTasks?: number[];
    __keystrokeLatencies?: number[];
  }
}

/**
 * Installed before the page's own scripts: on every animation frame, looks for the article holding `lastText` and
 * records performance.now() (milliseconds since navigation start) on the first frame where it lies wholly inside the
 * message list. Also records every long task (over 50 ms) of the page.
 */
export function watchForLastMessage(lastText: string): void {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks?.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });

  const check = () => {
    const list = document.querySelector('section[aria-label="Mensajes"]');
    if (list) {
      const bounds = list.getBoundingClientRect();
      for (const article of list.querySelectorAll("article")) {
        if (!article.textContent?.includes(lastText)) continue;
        const rect = article.getBoundingClientRect();
        if (rect.height > 0 && rect.top >= bounds.top - 1 && rect.bottom <= bounds.bottom + 1) {
          window.__lastMessageVisibleAt = performance.now();
          return;
        }
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Counts elements in the whole document and inside the message list. */
export function countDomNodes(): { document: number; messageList: number; renderedMessages: number } {
  const list = document.querySelector('section[aria-label="Mensajes"]');
  return {
    document: document.getElementsByTagName("*").length,
    messageList: list ? list.getElementsByTagName("*").length : 0,
    renderedMessages: list ? list.getElementsByTagName("article").length : 0,
  };
}

/**
 * For every key pressed in the message input, records the time from the keydown event to the end of the first frame
 * that shows the new text: the frame's animation callback sees the changed value, and a message posted from it runs
 * once that frame has been produced.
 */
export function watchKeystrokes(): void {
  const input = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Escribe un mensaje"]');
  if (!input) throw new Error("No está el campo de mensaje.");
  window.__keystrokeLatencies = [];
  input.addEventListener("keydown", (event) => {
    const startedAt = event.timeStamp;
    const lengthBefore = input.value.length;
    const awaitRenderedFrame = () =>
      requestAnimationFrame(() => {
        if (input.value.length === lengthBefore) {
          awaitRenderedFrame();
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__keystrokeLatencies?.push(performance.now() - startedAt);
        channel.port2.postMessage(null);
      });
    awaitRenderedFrame();
  });
}
