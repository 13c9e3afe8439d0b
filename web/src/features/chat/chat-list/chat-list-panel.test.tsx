import type { LatestMessage } from "@shifu/contract/chats";
import type { Notification } from "@shifu/contract/notifications";
import type { IntegrationsResponse } from "@shifu/contract/services";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../shared/test-helpers";
import { leavePageFor } from "../../integrations/leave-page-for";
import { buildNotification } from "../../notifications/notification-fixtures";
import { type CurrentAssistant, defaultAssistant } from "../current-assistant";
import type { WorkspaceView } from "../workspace-view";
import { ChatListPanel } from "./chat-list-panel";

vi.mock("../../integrations/leave-page-for", () => ({ leavePageFor: vi.fn() }));

const longPreview = `${"Resumen de la reunión con el equipo de ventas ".repeat(3)}fin`;

function stubServer(integrations: IntegrationsResponse, latest: LatestMessage[], notifications: Notification[] = []) {
  return stubFetch((path) => {
    if (path === "/get_integrations") return { status: 200, body: integrations };
    if (path === "/api/shifu/notification") return { status: 200, body: notifications };
    if (path === "/ultimos_mensajes") return { status: 200, body: { messages: latest } };
    if (path.endsWith("/authorize"))
      return { status: 200, body: { url: "https://accounts.example.com/o", demo: true } };
    return { status: 404, body: { code: "NOT_FOUND", error: "x", message: "x" } };
  });
}

function renderPanel({
  variant = "all",
  activeAssistant = defaultAssistant,
  view = "chat",
}: {
  variant?: "all" | "apilist";
  activeAssistant?: CurrentAssistant;
  view?: WorkspaceView;
} = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handlers = {
    onSelectAssistant: vi.fn(),
    onOpenNotifications: vi.fn(),
    onRestartTour: vi.fn(),
    onOpenPlans: vi.fn(),
  };
  const panel = (currentView: WorkspaceView) => (
    // The router is there for the reconnect's error dialog, as in the workspace.
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <ChatListPanel variant={variant} activeAssistant={activeAssistant} view={currentView} {...handlers} />
      </QueryClientProvider>
    </MemoryRouter>
  );
  const { rerender, container } = render(panel(view));
  return { ...handlers, container, showView: (next: WorkspaceView) => rerender(panel(next)) };
}

const connected = { account: "ana@gmail.com", status: "connected", connected_at: "2026-11-20T10:00:00Z", scopes: [] };

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  localStorage.clear();
  vi.mocked(leavePageFor).mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ChatListPanel", () => {
  it("lists Shifu first and says when no service is connected", async () => {
    stubServer({}, [{ chat_name: "Principal", content: "¿En qué te ayudo hoy?", unread_count: 0 }]);
    const { onSelectAssistant, container } = renderPanel();
    expect(screen.getByRole("heading", { name: "Chats" })).toBeTruthy();
    expect(await screen.findByText("No hay servicios conectados todavía")).toBeTruthy();
    const shifu = screen.getByRole("button", { name: /^Shifu/ });
    expect(within(shifu).getByText("Asistente general")).toBeTruthy();
    expect(await within(shifu).findByText("¿En qué te ayudo hoy?")).toBeTruthy();
    expect(shifu.getAttribute("aria-current")).toBe("true");
    expect(within(shifu).queryByText("Mensajes sin leer")).toBeNull();
    await userEvent.click(shifu);
    expect(onSelectAssistant).toHaveBeenCalledExactlyOnceWith(defaultAssistant);
    expect(container.querySelector('[data-tour="chats"]')).toBeTruthy();
  });

  it("titles the apilist variant 'Shifu'", () => {
    stubServer({}, []);
    renderPanel({ variant: "apilist" });
    expect(screen.getByRole("heading", { name: "Shifu" })).toBeTruthy();
  });

  it("shows one entry per connected integration with its status, preview and unread dot", async () => {
    stubServer(
      {
        "Google Docs": { ...connected, account: null, status: "needs_reconnect" },
        Gmail: { ...connected, status: "connected" },
      },
      [
        { chat_name: "GmailChat", content: longPreview, unread_count: 2 },
        { chat_name: "DocsChat", content: "x".repeat(100), unread_count: 0 },
      ],
    );
    const { onSelectAssistant } = renderPanel();
    const gmail = await screen.findByRole("button", { name: /^Gmail/ });
    const docs = screen.getByRole("button", { name: /^Google Docs/ });
    // The catalogue's order, whatever the map's.
    const entries = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(entries[1]).toMatch(/^Gmail/);
    expect(entries[2]).toMatch(/^Google Docs/);

    expect(within(gmail).getByText("Conectado")).toBeTruthy();
    expect(within(gmail).getByText("Asistente de Gmail")).toBeTruthy();
    expect(await within(gmail).findByText(`${longPreview.slice(0, 97)}...`)).toBeTruthy();
    expect(within(gmail).getByText("Mensajes sin leer")).toBeTruthy();
    expect(within(docs).getByText("Reconectar")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reconectar Google Docs" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reconectar Gmail" })).toBeNull();
    expect(within(docs).getByText("x".repeat(100))).toBeTruthy();
    expect(within(docs).queryByText("Mensajes sin leer")).toBeNull();
    expect(screen.queryByText("No hay servicios conectados todavía")).toBeNull();

    await userEvent.click(gmail);
    expect(onSelectAssistant).toHaveBeenLastCalledWith({ type: "gmail", title: "Gmail", icon: "gmail" });
    await userEvent.click(docs);
    expect(onSelectAssistant).toHaveBeenLastCalledWith({ type: "docs", title: "Google Docs", icon: "google docs" });
  });

  it("puts a dot on each app with pending notifications, counted from Shifu's list, and on Shifu for all of them", async () => {
    const fetchMock = stubServer(
      { Gmail: { ...connected, status: "connected" }, "Google Docs": { ...connected, status: "connected" } },
      [],
      [
        buildNotification({ id: "g1" }),
        buildNotification({ id: "g2" }),
        buildNotification({ id: "g3", status: "done" }),
        buildNotification({ id: "n1", service: "notion", from: "Notion" }),
      ],
    );
    renderPanel();
    const gmail = await screen.findByRole("button", { name: /^Gmail/ });
    expect(await within(gmail).findByText("2 notificaciones pendientes")).toBeTruthy();
    expect(within(gmail).queryByText("Mensajes sin leer")).toBeNull();
    const shifu = screen.getByRole("button", { name: /^Shifu/ });
    expect(within(shifu).getByText("3 notificaciones pendientes")).toBeTruthy();
    const docs = screen.getByRole("button", { name: /^Google Docs/ });
    expect(within(docs).queryByText(/notificaci/)).toBeNull();
    expect(fetchMock.mock.calls.filter(([path]) => String(path).endsWith("/notification"))).toHaveLength(1);
  });

  it("reconnects an expired integration from its 'Reconectar' button, without opening its chat", async () => {
    const fetchMock = stubServer({ "Google Docs": { ...connected, status: "needs_reconnect" } }, []);
    const { onSelectAssistant } = renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Reconectar Google Docs" }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledExactlyOnceWith("https://accounts.example.com/o"));
    expect(localStorage.getItem("integration")).toBe("Google Docs");
    const call = fetchMock.mock.calls.find(([path]) => String(path) === "/integrations/docs/authorize");
    expect(call?.[1]?.method).toBe("POST");
    expect(onSelectAssistant).not.toHaveBeenCalled();
  });

  it("opens notifications, the tour and the plans from its buttons", async () => {
    stubServer({}, []);
    const { onOpenNotifications, onRestartTour, onOpenPlans } = renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Notificaciones" }));
    expect(onOpenNotifications).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Ver el recorrido de nuevo" }));
    expect(onRestartTour).toHaveBeenCalledOnce();
    expect(screen.getByText("Tienes el plan gratuito, con un uso limitado de Shifu.")).toBeTruthy();
    const plans = screen.getByRole("button", { name: "Cambiar a un plan superior" });
    expect(plans.getAttribute("data-tour")).toBe("plans");
    await userEvent.click(plans);
    expect(onOpenPlans).toHaveBeenCalledOnce();
  });

  it("asks for the latest messages with an empty body, every 60 s and whenever the view changes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubServer({}, []);
    const latestCalls = () => fetchMock.mock.calls.filter(([path]) => String(path) === "/ultimos_mensajes");
    const { showView } = renderPanel();
    await waitFor(() => expect(latestCalls()).toHaveLength(1));
    expect(latestCalls()[0]?.[1]).toMatchObject({ method: "POST", body: "{}" });

    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(latestCalls()).toHaveLength(2));

    showView("Rewards");
    await waitFor(() => expect(latestCalls()).toHaveLength(3));
    showView("chat");
    await waitFor(() => expect(latestCalls()).toHaveLength(4));
  });
});
