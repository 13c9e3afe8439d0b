import { vi } from "vitest";

/** Tests only: the browser APIs React Flow measures with and jsdom lacks; the nodes' initial sizes do the rest. */
export function stubFlowEnvironment() {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    "DOMMatrixReadOnly",
    class {
      readonly m22: number;
      constructor(transform?: string) {
        this.m22 = Number(transform?.match(/scale\(([\d.]+)\)/)?.[1] ?? 1);
      }
    },
  );
}
