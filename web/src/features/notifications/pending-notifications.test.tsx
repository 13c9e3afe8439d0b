import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute, stubFetch } from "../../shared/test-helpers";
import { buildNotification } from "./notification-fixtures";
import { PendingNotifications } from "./pending-notifications";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("PendingNotifications", () => {
  it("shows the chat's pending notifications as cards, newest first, and folds away", async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: [
        buildNotification({ id: "old", notification_title: "Antigua", iso_date: "2026-11-20T10:00:00Z" }),
        buildNotification({ id: "new", notification_title: "Nueva", iso_date: "2026-11-22T10:00:00Z" }),
        buildNotification({ id: "done", notification_title: "Resuelta", status: "done" }),
      ],
    });
    renderRoute(<PendingNotifications assistantKey="gmail" />);
    const section = await screen.findByRole("region", { name: "Pendientes" });
    expect(
      (await within(section).findAllByRole("article")).map((card) => card.querySelector("h3")?.textContent),
    ).toEqual(["Nueva", "Antigua"]);
    expect(within(section).queryByText("Resuelta")).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/gmail/notification");

    const toggle = within(section).getByRole("button", { name: /Pendientes/ });
    expect(within(toggle).getByText("2 notificaciones pendientes")).toBeTruthy();
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(section).queryByRole("article")).toBeNull();
  });

  it("shows nothing when nothing is pending", async () => {
    const fetchMock = stubFetch({ status: 200, body: [buildNotification({ status: "ignored" })] });
    renderRoute(<PendingNotifications assistantKey="shifu" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/shifu/notification");
    expect(screen.queryByRole("region", { name: "Pendientes" })).toBeNull();
  });

  it("asks nothing for a chat whose app has no notifications", async () => {
    const fetchMock = stubFetch({ status: 200, body: [] });
    renderRoute(<PendingNotifications assistantKey="docs" />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
