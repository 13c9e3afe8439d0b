import { describe, expect, it } from "vitest";
import { readPurposeAsTitle } from "./read-purpose-as-title";

describe("a span of hours called after what it is for", () => {
  it.each([
    ["bloquéame el jueves de 9 a 11 pa preparar lo de Grupo Norte", "Preparar Grupo Norte"],
    ["resérvame mañana de 10 a 12 para revisar el presupuesto, porfa", "Revisar el presupuesto"],
    ["apúntame el lunes de 4 a 5 para llamar al gestor", "Llamar al gestor"],
    ["guárdame el viernes de 9 a 10 pa terminar lo del informe", "Terminar el informe"],
  ])("«%s» is «%s»", (text, title) => {
    expect(readPurposeAsTitle(text)).toBe(title);
  });

  it.each(["bloquéame el jueves de 9 a 11", "resérvame de 10 a 12 para el equipo"])("«%s» says no purpose", (text) => {
    expect(readPurposeAsTitle(text)).toBeUndefined();
  });
});
