import { describe, expect, it } from "vitest";
import { asksWhatIsPending, listOpenItems } from "./list-open-items";

describe("listOpenItems", () => {
  it("lists the unticked items of a checklist, in order", () => {
    const text = "Semana 48\n[x] Revisar la propuesta\n[ ] Llamar a Distribuciones Levante\n- [ ] Preparar la junta";
    expect(listOpenItems(text)).toEqual(["Llamar a Distribuciones Levante", "Preparar la junta"]);
  });

  it("has no answer for a text without a checklist", () => {
    expect(listOpenItems("La empresa compensa 30 € al mes.")).toBeUndefined();
  });

  it("reads the ways of asking what is left to do", () => {
    expect(asksWhatIsPending("que tengo pendiente en la lista")).toBe(true);
    expect(asksWhatIsPending("¿qué me queda por hacer esta semana?")).toBe(true);
    expect(asksWhatIsPending("¿qué dice el acta?")).toBe(false);
  });
});
