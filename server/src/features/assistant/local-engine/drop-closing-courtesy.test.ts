import { describe, expect, test } from "vitest";
import { dropClosingCourtesy } from "./drop-closing-courtesy";

describe("dropClosingCourtesy", () => {
  test.each([
    ["borra la factura 0138, gracias", "borra la factura 0138"],
    [
      "¿dónde está el contrato de Construcciones Ibéricas? gracias!",
      "¿dónde está el contrato de Construcciones Ibéricas?",
    ],
    ["archiva la newsletter de gestión hoy porfa", "archiva la newsletter de gestión hoy"],
    ["mueve la tarea del inventario a campañas por favor, mil gracias", "mueve la tarea del inventario a campañas"],
    ["cuántos tickets siguen abiertos plis", "cuántos tickets siguen abiertos"],
  ])("'%s' asks '%s'", (text, request) => {
    expect(dropClosingCourtesy(text)).toBe(request);
  });

  test.each([["muchas gracias"], ["vale, gracias"], ["dile a Laura que gracias"], ["escríbele a Pedro: por favor"]])(
    "'%s' stays as it is",
    (text) => {
      expect(dropClosingCourtesy(text)).toBe(text);
    },
  );
});
