import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply, readSentBody, stubFetch } from "../../shared/test-helpers";
import { PlanPickerDialog } from "./plan-picker-dialog";

describe("the plan picker", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the three packs with their features and no price", () => {
    render(<PlanPickerDialog open onClose={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Elige tu plan Shifu" });
    const packs = within(dialog)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(packs).toEqual(["Shifuresuelve", "Shifueduca", "Shifuexperto"]);
    for (const label of ["Pack 1", "Pack 2", "Pack 3"]) expect(within(dialog).getByText(label)).toBeTruthy();
    for (const feature of [
      "Búsquedas",
      "Consulta de estadísticas",
      "Tareas básicas",
      "Automatización de alto impacto",
      "Acceso completo a las apps y entrenamiento",
      "Todo lo del Pack 1",
      "Automatización de mensajes de complejidad media",
      "Extracción automática",
      "Notificaciones inteligentes",
      "Conexión con WhatsApp Business",
      "Todo lo del Pack 2",
      "Automatización inmediata",
      "Notificaciones avanzadas",
      "Sincronización automática",
    ]) {
      expect(within(dialog).getByText(feature)).toBeTruthy();
    }
    expect(dialog.textContent).not.toMatch(/[$€]|\d+[.,]\d{2}/);
  });

  it("sends a paid pack's plan, and only the plan, to checkout and goes to the page it answers", async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: { url: "http://127.0.0.1:4010/checkout.stripe.com/c/pay/cs_test_1" },
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    render(<PlanPickerDialog open onClose={vi.fn()} />);
    expect(screen.getByText("Incluido en tu cuenta")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Elegir Shifueduca" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("http://127.0.0.1:4010/checkout.stripe.com/c/pay/cs_test_1"),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/create-checkout-session");
    expect(JSON.parse(String(readSentBody(fetchMock)))).toEqual({ plan: "premium" });
  });

  it("sends a discount code typed in the picker with the plan", async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: { url: "http://127.0.0.1:4010/checkout.stripe.com/c/pay/cs_test_2" },
    });
    vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
    render(<PlanPickerDialog open onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText("Código de descuento (opcional)"), { target: { value: " AB12CD34 " } });
    fireEvent.click(screen.getByRole("button", { name: "Elegir Shifueduca" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(readSentBody(fetchMock)))).toEqual({ plan: "premium", discount_code: "AB12CD34" });
  });

  it("asks for the enterprise plan from Shifuexperto and shows the server's text when checkout fails", async () => {
    const fetchMock = stubFetch(
      errorReply(400, "BAD_REQUEST", "El código de descuento no es válido o ya se ha usado."),
    );
    render(<PlanPickerDialog open onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Elegir Shifuexperto" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "El código de descuento no es válido o ya se ha usado.",
    );
    expect(JSON.parse(String(readSentBody(fetchMock)))).toEqual({ plan: "enterprise" });
  });

  it("closes with its close button", () => {
    const onClose = vi.fn();
    render(<PlanPickerDialog open onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
