import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInUser, stubFetch } from "../../shared/test-helpers";
import { CheckoutReturn, readCheckoutReturn } from "./checkout-return";

function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CheckoutReturn />
    </QueryClientProvider>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe("the return from checkout", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  it("reads only checkout=success and checkout=cancel", () => {
    expect(readCheckoutReturn("?checkout=success&session_id=cs_test_1")).toBe("success");
    expect(readCheckoutReturn("?checkout=cancel")).toBe("cancel");
    expect(readCheckoutReturn("?checkout=paid")).toBeNull();
    expect(readCheckoutReturn("")).toBeNull();
  });

  it("waits for the server to report the paid plan, then says so and cleans the URL", async () => {
    let calls = 0;
    const fetchMock = stubFetch(() => {
      calls += 1;
      return { status: 200, body: { ...signedInUser, plan: calls < 3 ? "free" : "premium" } };
    });
    renderAt("/chat?checkout=success&session_id=cs_test_1");
    expect(screen.getByRole("status").textContent).toContain("Procesando tu pago...");
    expect(window.location.search).toBe("");
    await advance(2_000);
    expect(screen.getByRole("status").textContent).toContain("Procesando tu pago...");
    await advance(2_000);
    expect(await screen.findByText("¡Ya eres Premium!")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([path]) => path === "/get_user")).toHaveLength(3);
  });

  it("names the enterprise plan when that is what was bought", async () => {
    stubFetch({ status: 200, body: { ...signedInUser, plan: "enterprise" } });
    renderAt("/chat?checkout=success&session_id=cs_test_2");
    expect(await screen.findByText("¡Ya eres Enterprise!")).toBeTruthy();
  });

  it("stops after 60 s when the plan is still free, without claiming the payment went through", async () => {
    const fetchMock = stubFetch({ status: 200, body: signedInUser });
    renderAt("/chat?checkout=success&session_id=cs_test_3");
    await advance(62_000);
    expect(screen.getByRole("status").textContent).not.toContain("Premium");
    expect(screen.getByRole("status").textContent).toContain("se está procesando");
    const polls = fetchMock.mock.calls.length;
    await advance(10_000);
    expect(fetchMock.mock.calls.length).toBe(polls);
  });

  it("says 'Pago cancelado' on checkout=cancel and asks the server nothing", () => {
    const fetchMock = stubFetch({ status: 200, body: signedInUser });
    renderAt("/chat?checkout=cancel");
    expect(screen.getByRole("status").textContent).toContain("Pago cancelado");
    expect(window.location.search).toBe("");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows nothing on a plain visit", () => {
    const fetchMock = stubFetch({ status: 200, body: signedInUser });
    renderAt("/chat");
    expect(screen.queryByRole("status")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
