import type { Notification } from "@shifu/contract/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchReply, renderRoute, stubFetch } from "../../shared/test-helpers";
import { type CurrentAssistant, defaultAssistant } from "../chat/current-assistant";
import { buildNotification } from "./notification-fixtures";
import { NotificationsView } from "./notifications-view";

const gmailAssistant: CurrentAssistant = { type: "gmail", title: "Gmail", icon: "gmail" };

function listCalls(fetchMock: ReturnType<typeof stubFetch>, service: string) {
  return fetchMock.mock.calls.filter(([path]) => String(path) === `/api/${service}/notification`);
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("NotificationsView", () => {
  it("says it is loading, then shows the pending notifications grouped by sender, newest first", async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: [
        buildNotification({
          id: "a2",
          notification_title: "Reunión movida",
          sender_full: "ana@example.com",
          iso_date: "2026-11-22T11:00:00Z",
        }),
        buildNotification({
          id: "l1",
          notification_title: "Contrato",
          sender_full: "Luis",
          iso_date: "2026-11-22T10:00:00Z",
          service: "slack",
          from: "Slack",
        }),
        buildNotification({
          id: "a1",
          notification_title: "Presupuesto",
          sender_full: "ANA@example.com",
          iso_date: "2026-11-21T09:00:00Z",
        }),
        buildNotification({ id: "done", notification_title: "Ya resuelta", status: "done" }),
        buildNotification({ id: "ignored", notification_title: "Ignorada", status: "ignored" }),
      ] satisfies Notification[],
    });
    renderRoute(<NotificationsView assistant={defaultAssistant} />);
    expect(screen.getByRole("status").textContent).toBe("Notificaciones para Shifu en proceso...");

    const ana = await screen.findByRole("region", { name: "ana@example.com" });
    expect(
      within(ana)
        .getAllByRole("article")
        .map((card) => card.querySelector("h3")?.textContent),
    ).toEqual(["Reunión movida", "Presupuesto"]);
    expect(within(ana).getByText("2 notificaciones pendientes")).toBeTruthy();
    const luis = screen.getByRole("region", { name: "Luis" });
    expect(within(luis).getByRole("article", { name: "Contrato" })).toBeTruthy();
    const groups = screen.getAllByRole("region").map((group) => group.getAttribute("aria-label"));
    expect(groups.filter((name) => name !== null && name !== "Notificaciones · Shifu")).toEqual([
      "ana@example.com",
      "Luis",
    ]);
    expect(screen.queryByText("Ya resuelta")).toBeNull();
    expect(screen.queryByText("Ignorada")).toBeNull();
    expect(listCalls(fetchMock, "shifu")).toHaveLength(1);
    expect(listCalls(fetchMock, "shifu")[0]?.[1]).toMatchObject({ method: "POST", body: "{}" });
  });

  it("says so when nothing is pending", async () => {
    const fetchMock = stubFetch({ status: 200, body: [buildNotification({ status: "done" })] });
    renderRoute(<NotificationsView assistant={gmailAssistant} />);
    expect(screen.getByText("Notificaciones para Gmail en proceso...")).toBeTruthy();
    expect(
      await screen.findByText("No tienes notificaciones pendientes. Te avisaremos cuando algo necesite tu atención."),
    ).toBeTruthy();
    expect(listCalls(fetchMock, "gmail")).toHaveLength(1);
  });

  it("shows an empty list when the fetch fails, and fetches again only when asked", async () => {
    let fails = true;
    const fetchMock = stubFetch(
      (): FetchReply =>
        fails
          ? { status: 500, body: { code: "INTERNAL", error: "x", message: "x" } }
          : { status: 200, body: [buildNotification()] },
    );
    renderRoute(<NotificationsView assistant={gmailAssistant} />);
    expect(await screen.findByText("No se pudieron cargar las notificaciones.", { exact: false })).toBeTruthy();
    expect(screen.getByText(/No tienes notificaciones pendientes/)).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("article", { name: "Factura pendiente" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reintentar" })).toBeNull();
    expect(listCalls(fetchMock, "gmail")).toHaveLength(2);
  });

  it("fetches the list again once an action has succeeded, so the handled notification goes", async () => {
    let isHandled = false;
    const fetchMock = stubFetch((path): FetchReply => {
      if (path === "/notificaciones/gmail/action") {
        isHandled = true;
        return { status: 200, body: { success: true, message: "Notificación ignorada.", error: null } };
      }
      return { status: 200, body: [buildNotification({ status: isHandled ? "ignored" : "pending" })] };
    });
    renderRoute(<NotificationsView assistant={gmailAssistant} />);
    await userEvent.click(await screen.findByRole("button", { name: "Ignorar" }));
    expect(await screen.findByRole("alertdialog", { name: "¡Éxito!" })).toBeTruthy();
    await waitFor(() => expect(listCalls(fetchMock, "gmail")).toHaveLength(2), { timeout: 2_500 });
    await waitFor(() => expect(screen.queryByRole("article", { hidden: true })).toBeNull());
    expect(screen.getByText(/No tienes notificaciones pendientes/)).toBeTruthy();
  });
});
