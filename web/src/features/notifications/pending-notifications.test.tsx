import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute, stubFetch } from "../../shared/test-helpers";
import { buildNotification } from "./notification-fixtures";
import { PendingNotifications } from "./pending-notifications";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
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
    const cards = await within(section).findAllByRole("article", {}, { timeout: 10_000 });
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Factura de noviembre · Nueva",
      "Factura de noviembre · Antigua",
    ]);
    expect(within(section).queryByText("Resuelta")).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/gmail/notification");

    const toggle = within(section).getByRole("button", { name: /Pendientes/ });
    expect(within(toggle).getByText("2 notificaciones pendientes")).toBeTruthy();
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(section).queryByRole("article")).toBeNull();
  });

  it("shows each card on one line, with its actions only once it is opened", async () => {
    stubFetch({ status: 200, body: [buildNotification({ importance: "high" })] });
    renderRoute(<PendingNotifications assistantKey="gmail" />);
    const card = await screen.findByRole("article", { name: "Factura pendiente" }, { timeout: 10_000 });
    expect(within(card).getByRole("img", { name: "Importante" })).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Eliminar" })).toBeNull();
    expect(within(card).queryByText("Contacto clave: Laura Pérez")).toBeNull();

    const opener = within(card).getByRole("button", { expanded: false });
    expect(card.hasAttribute("data-open")).toBe(false);
    await userEvent.click(opener);
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    // The strip grows (a CSS :has rule on this mark) to show the open card's actions.
    expect(card.hasAttribute("data-open")).toBe(true);
    expect(within(card).getByRole("button", { name: "Eliminar" })).toBeTruthy();
    expect(within(card).getByText("Contacto clave: Laura Pérez")).toBeTruthy();
    expect(within(card).getByText("Laura Pérez <laura@example.com>")).toBeTruthy();
  });

  it("remembers for each chat, across reloads, that its pending section was folded away", async () => {
    stubFetch({ status: 200, body: [buildNotification()] });
    renderRoute(<PendingNotifications assistantKey="gmail" />);
    const toggle = await screen.findByRole("button", { name: /Ocultar pendientes/ });
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(toggle).getByText("Mostrar pendientes")).toBeTruthy();
    cleanup();

    renderRoute(<PendingNotifications assistantKey="gmail" />);
    const folded = await screen.findByRole("button", { name: /Mostrar pendientes/ });
    expect(folded.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("article")).toBeNull();
    cleanup();

    renderRoute(<PendingNotifications assistantKey="shifu" />);
    expect((await screen.findByRole("button", { name: /Ocultar pendientes/ })).getAttribute("aria-expanded")).toBe(
      "true",
    );
    expect(await screen.findByRole("article", {}, { timeout: 10_000 })).toBeTruthy();
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
