import { describe, expect, test } from "vitest";
import { readCategoryAsLabel } from "./read-category-as-label";

describe("Outlook's categories read as labels", () => {
  test.each([
    [
      "mételo en la categoría finanzas el correo de Logística Norte",
      "mételo en la etiqueta finanzas el correo de Logística Norte",
    ],
    ["ponle la categoria Proveedores al correo de Endesa", "ponle la etiqueta Proveedores al correo de Endesa"],
    ["Categoría Clientes al de Rosa", "etiqueta Clientes al de Rosa"],
    ["¿qué categorías tengo?", "¿qué etiquetas tengo?"],
    ["categoriza como Finanzas el del banco", "etiqueta como Finanzas el del banco"],
    ["el del banco categorízalo como Finanzas", "el del banco etiquétalo como Finanzas"],
  ])("%s", (text, read) => {
    expect(readCategoryAsLabel(text)).toBe(read);
  });

  test("leaves a request without the word as it was", () => {
    const text = "mete el correo de Iberia en Viajes";
    expect(readCategoryAsLabel(text)).toBe(text);
  });
});
