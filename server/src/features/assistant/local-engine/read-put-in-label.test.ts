import { describe, expect, test } from "vitest";
import { readPutInLabel } from "./read-put-in-label";

describe("a mail put in a named place", () => {
  test.each([
    ["mete el correo de endesa en proveedores", "etiqueta como proveedores el correo de endesa"],
    ["guarda los mails de Iberia en la carpeta Viajes", "etiqueta como Viajes los mails de Iberia"],
    ["mete el de endesa de la luz en proveedores", "etiqueta como proveedores el de endesa de la luz"],
    ["guarda los del banco en Finanzas", "etiqueta como Finanzas los del banco"],
    ["méte el del banco en finanzas", "etiqueta como finanzas el del banco"],
  ])("%s is labelled", (text, labelled) => {
    expect(readPutInLabel(text)).toBe(labelled);
  });

  test.each([
    "mete el correo de la tienda en la papelera",
    "guarda el mail de Laura en borradores",
    "mete el documento en la carpeta Clientes",
    "mete la de Levante en la lista Clientes",
    "mete el de Iberia en la papelera",
  ])("%s keeps its meaning", (text) => {
    expect(readPutInLabel(text)).toBe(text);
  });
});
