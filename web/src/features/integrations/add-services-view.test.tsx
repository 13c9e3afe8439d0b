import { integrationMessages, serviceCatalogue } from "@shifu/contract/plain/services";
import type { IntegrationsResponse, ServiceAvailabilityResponse } from "@shifu/contract/services";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../shared/stub-match-media";
import { errorReply, type FetchReply, renderRoute, stubFetch } from "../../shared/test-helpers";
import { AddServicesView } from "./add-services-view";
import { leavePageFor } from "./leave-page-for";

vi.mock("./leave-page-for", () => ({ leavePageFor: vi.fn() }));

const connectedAt = "2026-11-20T12:00:00Z";

function availability({ demo = true }: { demo?: boolean | readonly string[] } = {}): ServiceAvailabilityResponse {
  return {
    services: serviceCatalogue.map((service) => ({
      ...service,
      demo: typeof demo === "boolean" ? demo : demo.includes(service.name),
    })),
  };
}

function stubServer({
  integrations = {},
  demo = true,
  authorize = { status: 200, body: { url: "https://accounts.example.com/consent?state=s", demo: true } },
  disconnect = { status: 200, body: { message: "Se desconectó Gmail." } },
}: {
  integrations?: IntegrationsResponse;
  demo?: boolean | readonly string[];
  authorize?: FetchReply;
  disconnect?: FetchReply;
} = {}) {
  let current = integrations;
  return stubFetch((path, init) => {
    if (path === "/integrations/services") return { status: 200, body: availability({ demo }) };
    if (path === "/get_integrations") return { status: 200, body: current };
    if (path.endsWith("/authorize")) return authorize;
    if (init.method === "DELETE") {
      if (!(disconnect instanceof Error) && disconnect.status === 200) {
        current = Object.fromEntries(Object.entries(current).filter(([name]) => name !== "Gmail"));
      }
      return disconnect;
    }
    return { status: 200, body: { messages: [] } };
  });
}

function renderView({ mobile = false } = {}) {
  stubMatchMedia((query) => mobile && query === "(max-width: 768px)");
  const onOpenChat = vi.fn();
  renderRoute(<AddServicesView onOpenChat={onOpenChat} />);
  return { onOpenChat };
}

/** What a tile shows; assistive technology reads the whole name instead. */
/** What the tile shows, hidden from assistive technology; the hover hint is not part of it. */
const shown = { selector: '[aria-hidden="true"]:not([data-state])' };

function readHint(tileButton: HTMLElement) {
  const hint = tileButton.querySelector("[data-state]");
  return { text: hint?.textContent, state: hint?.getAttribute("data-state") };
}

function servicesGrid() {
  return screen.getByRole("list", { name: "Servicios disponibles" });
}

function tile(name: RegExp | string) {
  return within(servicesGrid()).getByRole("button", { name });
}

const gmailConnected: IntegrationsResponse = {
  Gmail: { account: "ana@gmail.com", status: "connected", connected_at: connectedAt, scopes: [] },
  Slack: { account: "Ana @ Equipo", status: "connected", connected_at: connectedAt, scopes: [] },
  Drive: { account: null, status: "needs_reconnect", connected_at: connectedAt, scopes: [] },
};

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(leavePageFor).mockReset();
});

describe("AddServicesView", () => {
  it("shows every catalogue service as a tile, with names cut at 8 characters and the whole name as its label", async () => {
    stubServer();
    renderView();
    expect(screen.getByRole("heading", { name: "Agregar servicios" })).toBeTruthy();
    expect(await screen.findByText("0 de 24 conectados")).toBeTruthy();
    expect(within(servicesGrid()).getAllByRole("listitem")).toHaveLength(24);

    const sheets = tile("Google Sheets");
    expect(within(sheets).getByText("Google S…", shown)).toBeTruthy();
    expect(within(tile("Instagram")).getByText("Instagra…", shown)).toBeTruthy();
    expect(within(tile("LinkedIn Sales, Próximamente")).getByText("LinkedIn…", shown)).toBeTruthy();
    expect(within(tile("OneDrive")).getByText("OneDrive", shown)).toBeTruthy();
  });

  it("tells Google Sheets from Google Slides: the whole name as label and as hint, on hover and keyboard focus, and its own mark", async () => {
    stubServer();
    renderView();
    await screen.findByText("0 de 24 conectados");
    const sheets = tile("Google Sheets");
    const slides = tile("Google Slides");
    expect(within(slides).getByText("Google S…", shown)).toBeTruthy();
    expect(readHint(sheets)).toEqual({ text: "Google Sheets", state: "closed" });

    const user = userEvent.setup();
    await user.hover(sheets);
    expect(readHint(sheets)).toEqual({ text: "Google Sheets", state: "open" });
    await user.unhover(sheets);
    expect(readHint(sheets).state).toBe("closed");
    sheets.focus();
    await user.tab();
    expect(document.activeElement).toBe(slides);
    expect(readHint(slides)).toEqual({ text: "Google Slides", state: "open" });

    // The marks' chunk is imported on first use, which takes a while on a busy machine.
    await waitFor(() => expect(sheets.querySelector("svg path")).not.toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(slides.querySelector("svg path")).not.toBeNull(), { timeout: 10_000 });
    expect(sheets.querySelector("svg")?.innerHTML).not.toBe(slides.querySelector("svg")?.innerHTML);
  }, 15_000);

  it("counts connected services, and marks them with a green dot, an expired one amber with 'Reconectar'", async () => {
    stubServer({ integrations: gmailConnected });
    renderView();
    expect(await screen.findByText("2 de 24 conectados")).toBeTruthy();
    const gmail = tile("Gmail, Conectado");
    expect(gmail.querySelector('[data-status-dot="connected"]')?.className).toContain("bg-emerald-500");
    expect(within(gmail).queryByText("Conectado", shown)).toBeNull();
    const drive = tile("Drive, Reconectar");
    expect(drive.querySelector('[data-status-dot="needs_reconnect"]')?.className).toContain("bg-amber-500");
    expect(within(drive).getByText("Reconectar", shown)).toBeTruthy();
    expect(tile("Notion").querySelector("[data-status-dot]")).toBeNull();
  });

  it("lays the grid out in 3 columns on a desktop and 4 on a phone", async () => {
    stubServer();
    renderView();
    await screen.findByText("0 de 24 conectados");
    expect(servicesGrid().className).toContain("grid-cols-3");
  });

  it("uses 4 columns at 768 px or less", async () => {
    stubServer();
    renderView({ mobile: true });
    await screen.findByText("0 de 24 conectados");
    expect(servicesGrid().className).toContain("grid-cols-4");
  });

  it("shows 'Próximamente' services disabled, so they cannot be chosen", async () => {
    const fetchMock = stubServer();
    renderView();
    const facebook = await screen.findByRole("button", { name: "Facebook, Próximamente" });
    expect(facebook.hasAttribute("disabled")).toBe(true);
    expect(within(facebook).getByText("Próximamente", shown)).toBeTruthy();
    await userEvent.click(facebook);
    expect(fetchMock.mock.calls.some(([path]) => String(path).endsWith("/authorize"))).toBe(false);
    for (const name of ["Jira", "LinkedIn", "LinkedIn Sales", "Salesforce", "WhatsApp"]) {
      expect(tile(`${name}, Próximamente`).hasAttribute("disabled")).toBe(true);
    }
    expect(tile("Gmail").hasAttribute("disabled")).toBe(false);
  });

  it("says 'modo demostración' when the sandbox stands in for some service, and nothing otherwise", async () => {
    stubServer({ demo: true });
    renderView();
    await screen.findByText("0 de 24 conectados");
    expect(screen.getByText("modo demostración")).toBeTruthy();
    expect(
      screen.getByText(/^Sin credenciales reales: estos servicios usan un proveedor de prueba local/),
    ).toBeTruthy();
  });

  it("names the demo services when only some are", async () => {
    stubServer({ demo: ["Slack", "Notion", "Facebook"] });
    renderView();
    await screen.findByText("0 de 24 conectados");
    expect(screen.getByText("modo demostración")).toBeTruthy();
    expect(
      screen.getByText(
        "Sin credenciales reales para Slack y Notion: usan un proveedor de prueba local con datos de ejemplo.",
      ),
    ).toBeTruthy();
  });

  it("has no demo banner when every service has real credentials", async () => {
    stubServer({ demo: false });
    renderView();
    await screen.findByText("0 de 24 conectados");
    expect(screen.queryByText("modo demostración")).toBeNull();
  });

  it("starts a connection: stores the name, asks for the consent page with a progress dialog, and goes there", async () => {
    const fetchMock = stubServer();
    const answerAsServer = fetchMock.getMockImplementation();
    let releaseAuthorize: () => void = () => undefined;
    const authorizeHeld = new Promise<void>((resolve) => {
      releaseAuthorize = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/authorize")) await authorizeHeld;
      if (!answerAsServer) throw new Error("stubServer sets an implementation");
      return answerAsServer(input, init);
    });
    renderView();

    await userEvent.click(await screen.findByRole("button", { name: "Gmail" }));
    expect(localStorage.getItem("integration")).toBe("Gmail");
    const progress = await screen.findByRole("dialog", { name: "Procesando..." });
    expect(
      within(progress).getByText("Te llevamos a Gmail (modo demostración) para que autorices la conexión."),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find(([path]) => String(path) === "/integrations/gmail/authorize");
    expect(call?.[1]?.method).toBe("POST");
    expect(leavePageFor).not.toHaveBeenCalled();

    releaseAuthorize();
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledExactlyOnceWith("https://accounts.example.com/consent?state=s"),
    );
    // The dialog stays until the browser has left the page.
    expect(screen.getByRole("dialog", { name: "Procesando..." })).toBeTruthy();
  });

  it("says the OAuth configuration is missing when the server has none for the service", async () => {
    stubServer({ authorize: errorReply(404, "NOT_FOUND", "Ese servicio no existe.") });
    renderView();
    await userEvent.click(await screen.findByRole("button", { name: "Notion" }));
    const alert = await screen.findByRole("alertdialog", { name: "Error" });
    expect(
      within(alert).getByText("No se encontró la configuración de OAuth para Notion. Contacta al soporte."),
    ).toBeTruthy();
    expect(localStorage.getItem("integration")).toBeNull();
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it("says the same when the server answers that the service is not connected over OAuth", async () => {
    stubServer({ authorize: errorReply(400, "BAD_REQUEST", integrationMessages.notOAuth) });
    renderView();
    await userEvent.click(await screen.findByRole("button", { name: "Asana" }));
    const alert = await screen.findByRole("alertdialog", { name: "Error" });
    expect(
      within(alert).getByText("No se encontró la configuración de OAuth para Asana. Contacta al soporte."),
    ).toBeTruthy();
  });

  it("shows the server's own text for any other refusal", async () => {
    stubServer({
      authorize: errorReply(429, "RATE_LIMITED", "Demasiados intentos. Espera un momento e inténtalo de nuevo."),
    });
    renderView();
    await userEvent.click(await screen.findByRole("button", { name: "Notion" }));
    const alert = await screen.findByRole("alertdialog", { name: "Error" });
    expect(within(alert).getByText("Demasiados intentos. Espera un momento e inténtalo de nuevo.")).toBeTruthy();
  });

  it("opens a connected tile's details: account, date, 'modo demostración', 'Abrir chat'", async () => {
    stubServer({ integrations: gmailConnected });
    const { onOpenChat } = renderView();
    await userEvent.click(await screen.findByRole("button", { name: "Gmail, Conectado" }));
    const dialog = screen.getByRole("dialog", { name: "Gmail" });
    expect(within(dialog).getByText("ana@gmail.com")).toBeTruthy();
    expect(within(dialog).getByText("20 de noviembre de 2026")).toBeTruthy();
    expect(within(dialog).getByText("Conectado")).toBeTruthy();
    expect(within(dialog).getByText("modo demostración")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Abrir chat" }));
    expect(onOpenChat).toHaveBeenCalledExactlyOnceWith({ type: "gmail", title: "Gmail", icon: "gmail" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers 'Reconectar' for an expired connection, which starts the connection again", async () => {
    stubServer({ integrations: gmailConnected });
    renderView();
    await userEvent.click(await screen.findByRole("button", { name: "Drive, Reconectar" }));
    const dialog = screen.getByRole("dialog", { name: "Drive" });
    expect(within(dialog).getByText("La conexión caducó. Vuelve a conectar el servicio.")).toBeTruthy();
    expect(within(dialog).getByText("Sin nombre de cuenta")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Reconectar" }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledOnce());
    expect(localStorage.getItem("integration")).toBe("Drive");
  });

  it("disconnects: DELETE, the list refreshed, the dialog closed and the server's message shown", async () => {
    const fetchMock = stubServer({ integrations: gmailConnected });
    renderView();
    await userEvent.click(await screen.findByRole("button", { name: "Gmail, Conectado" }));
    const listCalls = () => fetchMock.mock.calls.filter(([path]) => path === "/get_integrations").length;
    const before = listCalls();
    await userEvent.click(screen.getByRole("button", { name: "Desconectar" }));

    const done = await screen.findByRole("alertdialog", { name: "¡Éxito!" });
    expect(within(done).getByText("Se desconectó Gmail.")).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(call?.[0]).toBe("/integrations/gmail");
    expect(listCalls()).toBeGreaterThan(before);
    expect(screen.queryByRole("dialog", { name: "Gmail" })).toBeNull();
    await userEvent.click(within(done).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText("1 de 24 conectados")).toBeTruthy();
    expect(tile("Gmail").querySelector("[data-status-dot]")).toBeNull();
  });

  it("shows the server's text when disconnecting fails", async () => {
    stubServer({
      integrations: gmailConnected,
      disconnect: errorReply(404, "NOT_FOUND", "Ese servicio no está conectado."),
    });
    renderView();
    await userEvent.click(await screen.findByRole("button", { name: "Gmail, Conectado" }));
    await userEvent.click(screen.getByRole("button", { name: "Desconectar" }));
    const alert = await screen.findByRole("alertdialog", { name: "Error" });
    expect(within(alert).getByText("Ese servicio no está conectado.")).toBeTruthy();
  });

  it("offers to try again when the services cannot be loaded", async () => {
    stubFetch((path) =>
      path === "/integrations/services" ? errorReply(503, "UNAVAILABLE", "No disponible") : { status: 200, body: {} },
    );
    renderView();
    expect(await screen.findByText("No se pudieron cargar los servicios.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeTruthy();
  });
});
