import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PlanPickerDialog } from "./plan-picker-dialog";

describe("the plan picker", () => {
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

  it("offers no checkout yet: each pack's button says 'Próximamente' and is disabled", () => {
    render(<PlanPickerDialog open onClose={vi.fn()} />);
    const buttons = screen.getAllByRole("button", { name: "Próximamente" });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("closes with its close button", () => {
    const onClose = vi.fn();
    render(<PlanPickerDialog open onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
