import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchReply, stubFetch } from "../../shared/test-helpers";
import { buildNotification } from "./notification-fixtures";
import { NOTIFICATIONS_DEBOUNCE_MS, useNotifications, useRefreshNotificationsWithPoll } from "./use-notifications";

function renderNotifications(service: string) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ current }) => useNotifications(current), { wrapper, initialProps: { current: service } });
}

function listCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.map(([path]) => String(path));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useNotifications", () => {
  it("waits 300 ms, so passing quickly through chats fetches only the one that stays", async () => {
    const fetchMock = stubFetch({ status: 200, body: [buildNotification()] });
    const { result, rerender } = renderNotifications("gmail");
    expect(result.current.isLoading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_DEBOUNCE_MS - 100));
    rerender({ current: "slack" });
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_DEBOUNCE_MS - 100));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(result.current.notifications).toHaveLength(1));
    expect(listCalls(fetchMock)).toEqual(["/api/slack/notification"]);
  });

  it("fetches each service once, and again only when refreshed", async () => {
    const fetchMock = stubFetch({ status: 200, body: [buildNotification()] });
    const { result, rerender } = renderNotifications("gmail");
    await waitFor(() => expect(result.current.notifications).toHaveLength(1));
    rerender({ current: "shifu" });
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
    rerender({ current: "gmail" });
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_DEBOUNCE_MS * 2));
    expect(result.current.notifications).toHaveLength(1);
    expect(listCalls(fetchMock)).toEqual(["/api/gmail/notification", "/api/shifu/notification"]);
    await act(() => result.current.refresh());
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(3));
  });

  it("gives an empty list on failure, counts each failure and does not try again by itself", async () => {
    let reply: FetchReply = new TypeError("Failed to fetch");
    const fetchMock = stubFetch(() => reply);
    const { result } = renderNotifications("gmail");
    await waitFor(() => expect(result.current.failureCount).toBe(1));
    expect(result.current).toMatchObject({ notifications: [], isLoading: false, isFailed: true });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).toHaveBeenCalledOnce();

    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.failureCount).toBe(2));
    reply = { status: 200, body: [buildNotification()] };
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.notifications).toHaveLength(1));
    expect(result.current).toMatchObject({ isFailed: false, failureCount: 2 });
  });

  it("is empty at once for a service without notifications", () => {
    const fetchMock = stubFetch({ status: 200, body: [] });
    const { result } = renderNotifications("docs");
    expect(result.current).toMatchObject({ notifications: [], isLoading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("useRefreshNotificationsWithPoll", () => {
  it("forces the notifications again at each later answer of the chat list's poll, not at its first", async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(({ polledAt }) => useRefreshNotificationsWithPoll(polledAt), {
      wrapper,
      initialProps: { polledAt: 0 },
    });
    rerender({ polledAt: 1_000 });
    expect(invalidate).not.toHaveBeenCalled();
    rerender({ polledAt: 61_000 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["notifications"] });
  });
});
