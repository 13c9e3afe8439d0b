import { serviceCatalogue } from "@shifu/contract/plain/services";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../shared/stub-match-media";
import { type FetchReply, signedInUser, stubFetch } from "../../shared/test-helpers";
import { applyTheme } from "../../shared/theme";
import { ChatPage } from "./chat-page";
import type { CurrentAssistant } from "./current-assistant";
import type { WorkspaceView } from "./workspace-view";

// The side views are chunks of their own (workspace-side-views.tsx). Their first import is a transform of a large
// module graph, which on a busy machine takes longer than a query's wait; loaded once here, no test depends on it.
beforeAll(async () => {
  await Promise.all([
    import("../integrations/add-services-view"),
    import("../notifications/notifications-view"),
    import("../notifications/notification-card"),
    import("../profile/profile-view"),
    import("../referrals/referrals-view"),
    import("../rewards/rewards-view"),
    import("../tour/guided-tour"),
    import("../plans/plan-picker-dialog"),
  ]);
}, 60_000);

// The chat list and the conversation have their own tests; here they only report what the workspace gave them.
vi.mock("./chat-list/chat-list-panel", () => ({
  ChatListPanel: (props: {
    variant: string;
    view: WorkspaceView;
    onSelectAssistant: (assistant: CurrentAssistant) => void;
    onOpenNotifications: () => void;
    onRestartTour: () => void;
    onOpenPlans: () => void;
  }) => (
    <section data-tour="chats" aria-label={`Lista ${props.variant}`}>
      <p>Vista actual: {props.view}</p>
      <button type="button" onClick={() => props.onSelectAssistant({ type: "gmail", title: "Gmail", icon: "gmail" })}>
        Gmail
      </button>
      <button type="button" onClick={props.onOpenNotifications}>
        Notificaciones
      </button>
      <button type="button" onClick={props.onRestartTour}>
        Ver el recorrido de nuevo
      </button>
      <button type="button" data-tour="plans" onClick={props.onOpenPlans}>
        Cambiar a un plan superior
      </button>
    </section>
  ),
}));
vi.mock("./messages/chat-main-area", () => ({
  ChatMainArea: (props: {
    assistant: CurrentAssistant;
    headerActions?: React.ReactNode;
    onConnectApps: () => void;
  }) => (
    <section aria-label={`Chat con ${props.assistant.title}`}>
      {props.headerActions}
      <button type="button" onClick={props.onConnectApps}>
        Conectar Apps
      </button>
    </section>
  ),
}));

const gmailIntegration = {
  account: "ana@gmail.com",
  status: "connected",
  connected_at: "2026-11-20T12:00:00Z",
  scopes: [],
};

function renderWorkspace({
  mobile = false,
  tourDone = true,
}: {
  mobile?: boolean;
  tourDone?: boolean | "unreachable";
} = {}) {
  stubMatchMedia((query) => mobile && query === "(max-width: 768px)");
  const fetchMock = stubFetch((path): FetchReply => {
    if (path === "/get_step_by_step") {
      return tourDone === "unreachable"
        ? new TypeError("Failed to fetch")
        : { status: 200, body: { "step-by-step": tourDone } };
    }
    if (path === "/set_step_by_step") return { status: 200, body: { message: "Recorrido completado" } };
    if (path === "/integrations/services") {
      return { status: 200, body: { services: serviceCatalogue.map((service) => ({ ...service, demo: true })) } };
    }
    if (path === "/get_integrations") return { status: 200, body: {} };
    if (path === "/get_user") return { status: 200, body: signedInUser };
    if (path === "/gmail-proxy") {
      return { status: 200, body: { message: "x", service: "Gmail", integration: gmailIntegration } };
    }
    return { status: 404, body: { code: "NOT_FOUND", error: "No", message: "No" } };
  });
  const router = createMemoryRouter([{ path: "/chat", Component: ChatPage, loader: () => signedInUser }], {
    initialEntries: ["/chat"],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

function clickNav(name: string) {
  fireEvent.click(within(screen.getByRole("navigation", { name: "Menú principal" })).getByRole("button", { name }));
}

function countCalls(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls.filter(([called]) => called === path).length;
}

describe("the workspace", () => {
  beforeEach(() => {
    localStorage.clear();
    applyTheme("light");
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe("on a desktop", () => {
    it("shows the sidebar, the chat list and Shifu's conversation side by side", async () => {
      renderWorkspace();
      expect(await screen.findByRole("region", { name: "Lista all" })).toBeTruthy();
      expect(screen.getByRole("region", { name: "Chat con Shifu" })).toBeTruthy();
      for (const label of [
        "Chats",
        "Agregar servicio",
        "Recompensas",
        "Referidos",
        "Entrena a Shifu · Premium",
        "Modo oscuro",
        "Perfil",
      ]) {
        expect(screen.getByRole("button", { name: label })).toBeTruthy();
      }
      expect(screen.getByRole("button", { name: "Chats" }).getAttribute("aria-current")).toBe("page");
    });

    it("asks nobody for the user again: the plan banner reads the plan the route's loader fetched", async () => {
      const fetchMock = renderWorkspace();
      expect(await screen.findByRole("region", { name: "Lista all" })).toBeTruthy();
      await waitFor(() => expect(countCalls(fetchMock, "/get_step_by_step")).toBe(1));
      expect(countCalls(fetchMock, "/get_user")).toBe(0);
    });

    it("switches views from the sidebar, keeping the conversation beside them", async () => {
      renderWorkspace();
      await screen.findByRole("region", { name: "Lista all" });
      clickNav("Agregar servicio");
      const addServices = await screen.findByRole("region", { name: "Agregar servicios" });
      expect(await within(addServices).findByText("0 de 24 conectados")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Agregar servicio" }).getAttribute("aria-current")).toBe("page");
      expect(screen.getByRole("region", { name: "Chat con Shifu" })).toBeTruthy();

      for (const [button, heading, line] of [
        ["Recompensas", "Recompensas", /^Recompensas por referidos$/],
        ["Referidos", "Referidos", /^Tu código de referido$/],
      ] as const) {
        clickNav(button);
        const section = await screen.findByRole("region", { name: heading });
        expect(within(section).getByText(line)).toBeTruthy();
        expect(screen.getByRole("button", { name: button }).getAttribute("aria-current")).toBe("page");
        expect(screen.getByRole("region", { name: "Chat con Shifu" })).toBeTruthy();
      }

      clickNav("Perfil");
      expect(await screen.findByRole("heading", { name: "Perfil" })).toBeTruthy();
      expect(screen.getByText("ana@example.com")).toBeTruthy();
      expect(screen.queryByRole("region", { name: "Lista all" })).toBeNull();

      clickNav("Chats");
      expect(screen.getByRole("region", { name: "Lista all" })).toBeTruthy();
    });

    it("shows the current assistant's notifications view, loading at first, and choosing a chat opens it", async () => {
      renderWorkspace();
      fireEvent.click(await screen.findByRole("button", { name: "Notificaciones" }));
      expect(await screen.findByText("Notificaciones para Shifu en proceso...")).toBeTruthy();
      expect(screen.getByText("Vista actual: notifications")).toBeTruthy();
      expect(screen.queryByRole("region", { name: "Chat con Shifu" })).toBeNull();

      fireEvent.click(screen.getByRole("button", { name: "Gmail" }));
      expect(screen.getByRole("region", { name: "Chat con Gmail" })).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Notificaciones" }));
      expect(await screen.findByText("Notificaciones para Gmail en proceso...")).toBeTruthy();
    });

    it("opens the plan picker from the banner", async () => {
      renderWorkspace();
      fireEvent.click(await screen.findByRole("button", { name: "Cambiar a un plan superior" }));
      expect(await screen.findByRole("dialog", { name: "Elige tu plan Shifu" })).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
      expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("opens training from 'Entrena a Shifu', and a free user goes on from it to the plan picker", async () => {
      const fetchMock = renderWorkspace();
      await screen.findByRole("region", { name: "Lista all" });
      clickNav("Entrena a Shifu · Premium");
      const training = await screen.findByRole("dialog", { name: "Personalize your assistant" }, { timeout: 5000 });
      fireEvent.click(await within(training).findByRole("button", { name: "Ver planes" }));
      expect(await screen.findByRole("dialog", { name: "Elige tu plan Shifu" })).toBeTruthy();
      expect(screen.queryByRole("dialog", { name: "Personalize your assistant" })).toBeNull();
      expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith("/api/"))).toBe(false);
    });

    it("closes training with its close button", async () => {
      renderWorkspace();
      await screen.findByRole("region", { name: "Lista all" });
      clickNav("Entrena a Shifu · Premium");
      const training = await screen.findByRole("dialog", { name: "Personalize your assistant" }, { timeout: 5000 });
      fireEvent.click(within(training).getByRole("button", { name: "Cerrar" }));
      expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("toggles dark mode and remembers it", async () => {
      renderWorkspace();
      await screen.findByRole("region", { name: "Lista all" });
      clickNav("Modo oscuro");
      expect(document.documentElement.classList.contains("dark")).toBe(true);
      expect(localStorage.getItem("theme")).toBe("dark");
      clickNav("Modo claro");
      expect(document.documentElement.classList.contains("dark")).toBe(false);
      expect(localStorage.getItem("theme")).toBe("light");
    });

    it("shows the stored photo as the profile button's avatar", async () => {
      localStorage.setItem("userImg", "Zm90bw==");
      renderWorkspace();
      await screen.findByRole("region", { name: "Lista all" });
      const avatar = screen.getByRole("button", { name: "Perfil" }).querySelector("img");
      expect(avatar?.getAttribute("src")).toBe("data:image/jpeg;base64,Zm90bw==");
    });

    it("shows the user's initials without a photo", async () => {
      renderWorkspace();
      await screen.findByRole("region", { name: "Lista all" });
      expect(
        screen.getByRole("button", { name: "Perfil" }).querySelector("[data-initials]")?.getAttribute("data-initials"),
      ).toBe("AG");
    });
  });

  describe("on a phone", () => {
    it("shows the conversation full-screen with the dark-mode and app-list buttons in its header", async () => {
      renderWorkspace({ mobile: true });
      const chat = await screen.findByRole("region", { name: "Chat con Shifu" });
      expect(screen.queryByRole("region", { name: /^Lista/ })).toBeNull();
      expect(within(chat).getByRole("button", { name: "Modo oscuro" })).toBeTruthy();

      fireEvent.click(within(chat).getByRole("button", { name: "Lista de apps" }));
      expect(screen.getByRole("region", { name: "Lista apilist" })).toBeTruthy();
      expect(screen.queryByRole("region", { name: "Chat con Shifu" })).toBeNull();

      fireEvent.click(screen.getByRole("button", { name: "Gmail" }));
      expect(screen.getByRole("region", { name: "Chat con Gmail" })).toBeTruthy();
    });

    it("shows each other view on its own above the bottom bar", async () => {
      renderWorkspace({ mobile: true });
      await screen.findByRole("region", { name: "Chat con Shifu" });
      clickNav("Recompensas");
      expect(await screen.findByRole("region", { name: "Recompensas" })).toBeTruthy();
      expect(screen.queryByRole("region", { name: "Chat con Shifu" })).toBeNull();
      clickNav("Perfil");
      expect(await screen.findByRole("heading", { name: "Perfil" })).toBeTruthy();
      clickNav("Chats");
      expect(screen.getByRole("region", { name: "Chat con Shifu" })).toBeTruthy();
    });

    it("leads 'Conectar Apps' to the app list", async () => {
      renderWorkspace({ mobile: true });
      fireEvent.click(await screen.findByRole("button", { name: "Conectar Apps" }));
      expect(screen.getByRole("region", { name: "Lista apilist" })).toBeTruthy();
    });
  });

  describe("the return from a provider", () => {
    afterEach(() => window.history.replaceState(null, "", "/"));

    it("saves the connection, cleans the address and says so", async () => {
      localStorage.setItem("integration", "Gmail");
      window.history.replaceState(null, "", "/chat?code=c-1&state=s-1");
      const fetchMock = renderWorkspace();
      const done = await screen.findByRole("alertdialog", { name: "¡Éxito!" });
      expect(within(done).getByText("Integración con Gmail guardada exitosamente")).toBeTruthy();
      expect(countCalls(fetchMock, "/gmail-proxy")).toBe(1);
      expect(window.location.search).toBe("");
      expect(localStorage.getItem("integration")).toBeNull();
    });
  });

  describe("the tour", () => {
    it("opens by itself for a user who has not done it, and skipping records it", async () => {
      const fetchMock = renderWorkspace({ tourDone: false });
      const welcome = await screen.findByRole("dialog", { name: "Te damos la bienvenida a Shifu" });
      fireEvent.click(within(welcome).getByRole("button", { name: "Saltar" }));
      await waitFor(() => expect(countCalls(fetchMock, "/set_step_by_step")).toBe(1));
      expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("opens by itself when the check cannot reach the server", async () => {
      renderWorkspace({ tourDone: "unreachable" });
      expect(await screen.findByRole("dialog", { name: "Te damos la bienvenida a Shifu" })).toBeTruthy();
    });

    it("stays closed for a user who has done it, and the help button restarts it without asking the server", async () => {
      const fetchMock = renderWorkspace({ tourDone: true });
      await waitFor(() => expect(countCalls(fetchMock, "/get_step_by_step")).toBe(1));
      expect(screen.queryByRole("dialog")).toBeNull();

      fireEvent.click(screen.getByRole("button", { name: "Ver el recorrido de nuevo" }));
      expect(await screen.findByRole("dialog", { name: "Te damos la bienvenida a Shifu" })).toBeTruthy();
      expect(countCalls(fetchMock, "/get_step_by_step")).toBe(1);
      expect(countCalls(fetchMock, "/set_step_by_step")).toBe(0);
    });
  });
});
