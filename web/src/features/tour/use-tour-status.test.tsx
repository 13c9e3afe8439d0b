import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorReply, type FetchReply, stubFetch } from "../../shared/test-helpers";
import { useTourStatus } from "./use-tour-status";

function renderTourStatus(reply: (path: string, init: RequestInit) => FetchReply) {
  const fetchMock = stubFetch(reply);
  const onAutoOpen = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useTourStatus(onAutoOpen), { wrapper });
  return { fetchMock, onAutoOpen, hook };
}

describe("the tour's status", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("opens the tour when the server says it was not done", async () => {
    const { fetchMock, onAutoOpen } = renderTourStatus(() => ({ status: 200, body: { "step-by-step": false } }));
    await waitFor(() => expect(onAutoOpen).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/get_step_by_step");
  });

  it("opens the tour when the check fails", async () => {
    const { onAutoOpen } = renderTourStatus(() => errorReply(500, "INTERNAL", "Error"));
    await waitFor(() => expect(onAutoOpen).toHaveBeenCalledTimes(1));
  });

  it("opens the tour when the server cannot be reached", async () => {
    const { onAutoOpen } = renderTourStatus(() => new TypeError("Failed to fetch"));
    await waitFor(() => expect(onAutoOpen).toHaveBeenCalledTimes(1));
  });

  it("leaves the tour closed when it was done", async () => {
    const { fetchMock, onAutoOpen } = renderTourStatus(() => ({ status: 200, body: { "step-by-step": true } }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(onAutoOpen).not.toHaveBeenCalled();
  });

  it("records a finished or skipped tour with POST /set_step_by_step and an empty body", async () => {
    const { fetchMock, hook } = renderTourStatus((path) =>
      path === "/set_step_by_step"
        ? { status: 200, body: { message: "Recorrido completado" } }
        : { status: 200, body: { "step-by-step": false } },
    );
    act(() => hook.result.current.markTourDone());
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([path]) => path === "/set_step_by_step")?.[1]).toMatchObject({
        method: "POST",
        body: "{}",
      }),
    );
  });
});
