import type { Notification } from "@shifu/contract/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchReply, renderRoute, stubFetch } from "../../shared/test-helpers";
import { NotificationCard } from "./notification-card";
import { buildNotification } from "./notification-fixtures";
import { DELETE_UNDO_MS } from "./use-notification-action";

function renderCard(notification: Partial<Notification> = {}) {
  return renderRoute(<NotificationCard notification={buildNotification(notification)} assistantKey="shifu" />, {
    otherRoutes: [{ path: "/otro-chat", element: <p>Otro chat</p> }],
  });
}

function actionCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(([path]) => String(path).startsWith("/notificaciones/"));
}

/** 'Eliminar', then the undo window run out. */
async function deleteForGood() {
  await userEvent.click(screen.getByRole("button", { name: "Eliminar" }));
  await act(() => vi.advanceTimersByTimeAsync(DELETE_UNDO_MS));
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // Real time still flows (for waitFor and the dialogs); the undo window can be skipped.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("NotificationCard", () => {
  it("shows the notification's fields, its reason, its time and a link to the provider", async () => {
    stubFetch({ status: 200, body: [] });
    renderCard();
    const card = screen.getByRole("article", { name: "Factura pendiente" });
    expect(within(card).getByText("Laura Pérez <laura@example.com>")).toBeTruthy();
    expect(within(card).getByText("Factura de noviembre")).toBeTruthy();
    expect(within(card).getByText("Contacto clave: Laura Pérez")).toBeTruthy();
    expect(within(card).getByText("Te adjunto la factura de noviembre").className).toContain("line-clamp-2");
    expect(within(card).getByText("09:30")).toBeTruthy();
    const link = within(card).getByRole("link", { name: "Abrir en Gmail" });
    expect(link.getAttribute("href")).toBe(buildNotification().action_url);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(within(card).queryByRole("img", { name: "Importante" })).toBeNull();
    expect(within(card).queryByRole("img", { name: "Tiene adjuntos" })).toBeNull();

    await userEvent.click(within(card).getByRole("button", { name: "Ver mensaje completo" }));
    expect(within(card).getByText("factura").tagName).toBe("B");
  });

  it("puts the reason badge and 'Ver mensaje completo' on lines of their own, even with no snippet between", () => {
    stubFetch({ status: 200, body: [] });
    renderCard({ snippet: null });
    const card = screen.getByRole("article", { name: "Factura pendiente" });
    const badge = within(card).getByText("Contacto clave: Laura Pérez");
    const showBody = within(card).getByRole("button", { name: "Ver mensaje completo" });
    for (const element of [badge, showBody]) {
      expect(element.className.split(" ")).toContain("flex");
      expect(element.className).not.toMatch(/\binline/);
    }
  });

  it("shows the spec's defaults for missing fields", async () => {
    stubFetch({ status: 200, body: [] });
    renderCard({
      notification_title: null,
      notification_body: null,
      subject: null,
      sender_full: null,
      snippet: null,
      reason: null,
      action_url: null,
      date: "",
      iso_date: "",
    });
    const card = screen.getByRole("article", { name: "Sin título" });
    expect(within(card).getByText("Sin asunto")).toBeTruthy();
    expect(within(card).getByText("Remitente desconocido")).toBeTruthy();
    expect(within(card).getByText("Hora desconocida")).toBeTruthy();
    expect(within(card).queryByRole("link")).toBeNull();
    await userEvent.click(within(card).getByRole("button", { name: "Ver mensaje completo" }));
    expect(within(card).getByText("Sin contenido")).toBeTruthy();
  });

  it("marks a high-importance notification and one with attachments", () => {
    stubFetch({ status: 200, body: [] });
    renderCard({ importance: "high", has_attachments: true });
    const card = screen.getByRole("article", { name: "Factura pendiente" });
    expect(card.getAttribute("data-importance")).toBe("high");
    expect(card.querySelector(".bg-red-500")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Importante" })).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Tiene adjuntos" })).toBeTruthy();
  });

  it("sanitises an HTML body and loads no remote image", async () => {
    stubFetch({ status: 200, body: [] });
    renderCard({
      notification_body:
        '<p>Oferta</p><script>window.stolen = true</script><img src="https://tracker.example.com/open.gif" alt="Logo" onerror="window.stolen = true">',
    });
    await userEvent.click(screen.getByRole("button", { name: "Ver mensaje completo" }));
    const card = screen.getByRole("article", { name: "Factura pendiente" });
    expect(within(card).getByText("Oferta")).toBeTruthy();
    expect(card.querySelector("script")).toBeNull();
    expect(card.querySelector("[onerror]")).toBeNull();
    expect(document.querySelector('img[src^="http"]')).toBeNull();
    expect(within(card).getByText("[Imagen: Logo]")).toBeTruthy();
  });

  it("deletes through /notificaciones/gmail/action and shows '¡Éxito!' until it closes by itself", async () => {
    const fetchMock = stubFetch((path): FetchReply => {
      if (path === "/notificaciones/gmail/action") {
        return { status: 200, body: { success: true, message: "Eliminado en Gmail.", error: null } };
      }
      return { status: 200, body: [] };
    });
    renderCard();
    await deleteForGood();
    const success = await screen.findByRole("alertdialog", { name: "¡Éxito!" });
    expect(within(success).getByText("Eliminado en Gmail.")).toBeTruthy();
    expect(actionCalls(fetchMock)).toHaveLength(1);
    expect(actionCalls(fetchMock)[0]?.[1]).toMatchObject({ method: "POST" });
    expect(JSON.parse(String(actionCalls(fetchMock)[0]?.[1]?.body))).toEqual({
      id: "n-1",
      action: "eliminar_correo",
      subject: "Factura de noviembre",
      sender: "Laura Pérez <laura@example.com>",
    });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull(), { timeout: 2_500 });
  });

  it("ignores through the same route with action 'ignorar'", async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: { success: true, message: "Notificación ignorada.", error: null },
    });
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Ignorar" }));
    expect(await screen.findByText("Notificación ignorada.")).toBeTruthy();
    expect(JSON.parse(String(actionCalls(fetchMock)[0]?.[1]?.body))).toMatchObject({ action: "ignorar" });
  });

  it("warns about a blank custom action and sends nothing", async () => {
    const fetchMock = stubFetch({ status: 200, body: [] });
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Acción personalizada" }));
    const dialog = screen.getByRole("dialog", { name: "Acción personalizada" });
    const send = within(dialog).getByRole("button", { name: "Enviar" });
    expect(send.hasAttribute("disabled")).toBe(true);
    const input = within(dialog).getByRole("textbox", { name: "Acción a realizar" });
    await userEvent.type(input, "   ");
    expect(send.hasAttribute("disabled")).toBe(true);
    fireEvent.keyDown(input, { key: "Enter" });
    const warning = await screen.findByRole("alertdialog", { name: "Error" });
    expect(within(warning).getByText("Por favor, ingresa una acción válida")).toBeTruthy();
    expect(actionCalls(fetchMock)).toHaveLength(0);
  });

  it("says plainly that a custom action awaits 'Confirmar', without Markdown marks, and shows what to confirm", async () => {
    const fetchMock = stubFetch((path): FetchReply => {
      if (path === "/notificaciones/gmail/action") {
        return {
          status: 200,
          body: {
            success: true,
            message: "Necesito tu confirmación para **Responder a Laura Pérez**.",
            error: null,
            approvals: [
              {
                id: "a-1",
                app: "gmail",
                tool: "gmail_reply",
                summary: "Responder a Laura Pérez: «Lo reviso mañana»",
                args: {},
                status: "pending",
                expires_at: "2099-01-01T00:00:00Z",
              },
            ],
          },
        };
      }
      return { status: 200, body: [] };
    });
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Acción personalizada" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Acción a realizar" }), "Responde que lo reviso mañana");
    await userEvent.click(screen.getByRole("button", { name: "Enviar" }));
    const awaiting = await screen.findByRole("alertdialog", { name: "Falta tu confirmación" });
    expect(screen.queryByRole("alertdialog", { name: "¡Éxito!" })).toBeNull();
    expect(awaiting.textContent).toContain("Todavía no se ha hecho nada.");
    expect(within(awaiting).getByText("Responder a Laura Pérez: «Lo reviso mañana»")).toBeTruthy();
    expect(awaiting.textContent).not.toContain("**");
    expect(JSON.parse(String(actionCalls(fetchMock)[0]?.[1]?.body))).toEqual({
      id: "n-1",
      action: null,
      action_text: "Responde que lo reviso mañana",
      subject: "Factura de noviembre",
      sender: "Laura Pérez <laura@example.com>",
    });
    expect(screen.queryByRole("dialog", { name: "Acción personalizada", hidden: true })).toBeNull();

    await userEvent.click(within(awaiting).getByRole("button", { name: "Entendido" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByText("Responder a Laura Pérez: «Lo reviso mañana»")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirmar" })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Acción personalizada" }));
    expect((screen.getByRole("textbox", { name: "Acción a realizar" }) as HTMLTextAreaElement).value).toBe("");
  });

  it("shows the proposals the server lists for it, as after a reload, until one is decided", async () => {
    const fetchMock = stubFetch((path): FetchReply => {
      if (path === "/api/approvals/a-7") {
        return {
          status: 200,
          body: {
            message: "Acción cancelada.",
            approval: {
              id: "a-7",
              app: "gmail",
              tool: "gmail_add_label",
              summary: "Poner la etiqueta «Facturas» al correo «Factura de noviembre»",
              args: {},
              status: "rejected",
              expires_at: "2099-01-01T00:00:00Z",
            },
          },
        };
      }
      return { status: 200, body: [] };
    });
    renderCard({
      approvals: [
        {
          id: "a-7",
          app: "gmail",
          tool: "gmail_add_label",
          summary: "Poner la etiqueta «Facturas» al correo «Factura de noviembre»",
          args: {},
          status: "pending",
          expires_at: "2099-01-01T00:00:00Z",
        },
      ],
    });
    expect(screen.getByText("Poner la etiqueta «Facturas» al correo «Factura de noviembre»")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirmar" })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    await waitFor(() =>
      expect(screen.queryByText("Poner la etiqueta «Facturas» al correo «Factura de noviembre»")).toBeNull(),
    );
    expect(fetchMock.mock.calls.some(([path]) => path === "/api/approvals/a-7")).toBe(true);
  });

  it("offers its source's suggested actions as buttons, each sent as that custom action", async () => {
    const fetchMock = stubFetch((path): FetchReply => {
      if (path === "/notificaciones/calendar/action") {
        return {
          status: 200,
          body: {
            success: true,
            message: "Necesito tu confirmación.",
            error: null,
            approvals: [
              {
                id: "a-2",
                app: "calendar",
                tool: "calendar_respond_invitation",
                summary: "Aceptar la invitación de Marta López a «Planificación»",
                args: {},
                status: "pending",
                expires_at: "2099-01-01T00:00:00Z",
              },
            ],
          },
        };
      }
      return { status: 200, body: [] };
    });
    renderCard({
      id: "n-2",
      from: "Google Calendar",
      service: "calendar",
      subject: "Planificación",
      sender_full: "Marta López <marta.lopez@ejemplo.com>",
      suggested_actions: ["Aceptar", "Rechazar"],
    });
    expect(screen.getByRole("button", { name: "Rechazar" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    const awaiting = await screen.findByRole("alertdialog", { name: "Falta tu confirmación" });
    expect(within(awaiting).getByText("Aceptar la invitación de Marta López a «Planificación»")).toBeTruthy();
    expect(JSON.parse(String(actionCalls(fetchMock)[0]?.[1]?.body))).toMatchObject({
      id: "n-2",
      action: null,
      action_text: "Aceptar",
    });
  });

  it("shows no suggested actions when its source suggests none", () => {
    stubFetch({ status: 200, body: [] });
    renderCard();
    expect(screen.queryByRole("button", { name: "Aceptar" })).toBeNull();
  });

  it("shows a finished custom action's reply as text, its Markdown drawn rather than spelled out", async () => {
    stubFetch((path): FetchReply => {
      if (path === "/notificaciones/gmail/action") {
        return { status: 200, body: { success: true, message: "He puesto la etiqueta **Facturas**.", error: null } };
      }
      return { status: 200, body: [] };
    });
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Acción personalizada" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Acción a realizar" }), "Etiquétalo como Facturas");
    await userEvent.click(screen.getByRole("button", { name: "Enviar" }));
    const success = await screen.findByRole("alertdialog", { name: "¡Éxito!" });
    expect(success.textContent).toContain("He puesto la etiqueta Facturas.");
    expect(within(success).getByText("Facturas").tagName).toBe("STRONG");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull(), { timeout: 2_500 });
    expect(screen.queryByRole("dialog", { name: "Acción personalizada", hidden: true })).toBeNull();
  });

  it("shows the server's error and 'Entendido' when the action did not succeed", async () => {
    stubFetch({ status: 200, body: { success: false, message: "", error: "El correo ya no existe" } });
    renderCard();
    await deleteForGood();
    const error = await screen.findByRole("alertdialog", { name: "Error" });
    expect(within(error).getByText("El correo ya no existe")).toBeTruthy();
    await userEvent.click(within(error).getByRole("button", { name: "Entendido" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Eliminar" }).hasAttribute("disabled")).toBe(false);
  });

  it("says 'Error desconocido' when a failure comes without its reason", async () => {
    stubFetch({ status: 200, body: { success: false, message: "", error: null } });
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Ignorar" }));
    expect(await screen.findByText("Error desconocido")).toBeTruthy();
  });

  it("names the source when the call itself fails", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    renderCard();
    await deleteForGood();
    expect(await screen.findByText("No se pudo realizar la acción en Gmail")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Entendido" })).toBeTruthy();
  });

  it("shows the server's text for a refused call", async () => {
    stubFetch({ status: 404, body: { code: "NOT_FOUND", error: "Esa notificación ya no existe.", message: "x" } });
    renderCard();
    await deleteForGood();
    expect(await screen.findByText("Esa notificación ya no existe.")).toBeTruthy();
  });

  it("says there is no route for a source without actions, without calling the server", async () => {
    const fetchMock = stubFetch({ status: 200, body: [] });
    renderCard({ from: "Trello", service: "trello" });
    await deleteForGood();
    expect(await screen.findByText("No se encontró una ruta para el origen: Trello")).toBeTruthy();
    expect(actionCalls(fetchMock)).toHaveLength(0);
  });

  it("disables its buttons and ignores a second action while one runs", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderCard();
    const remove = screen.getByRole("button", { name: "Eliminar" });
    fireEvent.click(remove);
    fireEvent.click(remove);
    await act(() => vi.advanceTimersByTimeAsync(DELETE_UNDO_MS));
    expect(await screen.findByRole("dialog", { name: "Procesando..." })).toBeTruthy();
    const ignore = screen.getByRole("button", { name: "Ignorar", hidden: true });
    expect(ignore.hasAttribute("disabled")).toBe(true);
    fireEvent.click(ignore);
    expect(fetchMock).toHaveBeenCalledOnce();
    answer(
      new Response(JSON.stringify({ success: true, message: "Eliminado en Gmail.", error: null }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
    expect(await screen.findByText("Eliminado en Gmail.")).toBeTruthy();
  });

  it("waits with 'Deshacer' before deleting at the provider, and 'Deshacer' sends nothing", async () => {
    const fetchMock = stubFetch({ status: 200, body: { success: true, message: "Eliminado en Gmail.", error: null } });
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Eliminar" }));
    expect(screen.getByRole("status").textContent).toBe("Se eliminará en 5 s.");
    expect(screen.getByRole("button", { name: "Ignorar" }).hasAttribute("disabled")).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole("status").textContent).toBe("Se eliminará en 3 s.");
    expect(actionCalls(fetchMock)).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Deshacer" }));
    expect(screen.queryByRole("status")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(DELETE_UNDO_MS * 2));
    expect(actionCalls(fetchMock)).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Eliminar" }).hasAttribute("disabled")).toBe(false);
  });

  it("deletes at once when the card goes away during the undo window", async () => {
    const fetchMock = stubFetch({ status: 200, body: { success: true, message: "Eliminado en Gmail.", error: null } });
    const router = renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Eliminar" }));
    await act(() => router.navigate("/otro-chat"));
    expect(screen.getByText("Otro chat")).toBeTruthy();
    await waitFor(() => expect(actionCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(actionCalls(fetchMock)[0]?.[1]?.body))).toMatchObject({ action: "eliminar_correo" });
  });
});
