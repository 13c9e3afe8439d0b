import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply, renderRoute, signedInUser, stubFetch } from "../../../shared/test-helpers";
import { PlanBanner } from "./plan-banner";

function renderBanner(reply: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch(reply);
  const onOpenPlans = vi.fn();
  renderRoute(<PlanBanner onOpenPlans={onOpenPlans} />);
  return { fetchMock, onOpenPlans };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the plan banner", () => {
  it("tells a free user the cap the server gives them", async () => {
    const { fetchMock } = renderBanner({ status: 200, body: { ...signedInUser, plan: "free", daily_messages: 37 } });
    expect(await screen.findByText("Tienes el plan gratuito: 37 mensajes al día con el asistente.")).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/get_user");
    expect(screen.getByRole("button", { name: "Cambiar a un plan superior" })).toBeTruthy();
  });

  it.each([
    ["premium", "Tienes el plan Premium."],
    ["enterprise", "Tienes el plan Enterprise."],
  ])("on the %s plan names it and keeps the plans, and the tour's 'Planes' anchor, in reach", async (plan, text) => {
    const { onOpenPlans } = renderBanner({
      status: 200,
      body: { ...signedInUser, plan, plan_expires_at: null, daily_messages: 500 },
    });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cambiar a un plan superior" })).toBeNull();
    const seePlans = screen.getByRole("button", { name: "Ver planes" });
    expect(seePlans.getAttribute("data-tour")).toBe("plans");
    fireEvent.click(seePlans);
    expect(onOpenPlans).toHaveBeenCalledOnce();
  });

  it("keeps the general free-plan text when the plan cannot be read", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderBanner(errorReply(500, "INTERNAL", "Error"));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText("Tienes el plan gratuito, con un uso limitado de Shifu.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cambiar a un plan superior" })).toBeTruthy();
  });
});
