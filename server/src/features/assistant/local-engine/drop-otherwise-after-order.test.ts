import { describe, expect, test } from "vitest";
import { dropOtherwiseAfterOrder } from "./drop-otherwise-after-order";

describe("what would happen otherwise, said after an order", () => {
  test.each([
    ["el de endesa mételo en proveedores, q si no luego no lo encuentro nunca", "el de endesa mételo en proveedores"],
    ["apúntame la cita del dentista el jueves, que si no se me olvida", "apúntame la cita del dentista el jueves"],
    ["guarda el de Iberia en Viajes, que luego no lo encuentro", "guarda el de Iberia en Viajes"],
    ["archiva los de LinkedIn, xq sino me vuelvo loca", "archiva los de LinkedIn"],
    ["ponle la etiqueta Bancos al del BBVA, que luego no sé dónde está", "ponle la etiqueta Bancos al del BBVA"],
    ["los de iberia guardamelos en viajes que luego no los encuentro", "los de iberia guardamelos en viajes"],
    [
      "mete el de Iberia en una carpeta q se llame Viajes, y si no la hay la creas",
      "mete el de Iberia en una carpeta q se llame Viajes",
    ],
    ["etiqueta el de Vodafone como Teléfono, si no existe, créala", "etiqueta el de Vodafone como Teléfono"],
    ["añade la tarea a la lista Compras, si no está créala.", "añade la tarea a la lista Compras"],
  ])("%s is the order alone", (said, order) => {
    expect(dropOtherwiseAfterOrder(said)).toBe(order);
  });

  test.each([
    "dile a Pedro que lo mande, que si no llegamos tarde",
    "escríbele a Laura: si no viene, cancelamos",
    "¿y si no llego a la reunión?",
  ])("%s keeps its words", (said) => {
    expect(dropOtherwiseAfterOrder(said)).toBe(said);
  });
});
