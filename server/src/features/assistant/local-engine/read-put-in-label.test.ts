import { describe, expect, test } from "vitest";
import { readPutInLabel } from "./read-put-in-label";

describe("a mail put in a named place", () => {
  test.each([
    ["mete el correo de endesa en proveedores", "etiqueta como proveedores el correo de endesa"],
    ["guarda los mails de Iberia en la carpeta Viajes", "etiqueta como Viajes los mails de Iberia"],
  ])("%s is labelled", (text, labelled) => {
    expect(readPutInLabel(text)).toBe(labelled);
  });

  test.each([
    "mete el correo de la tienda en la papelera",
    "guarda el mail de Laura en borradores",
    "mete el documento en la carpeta Clientes",
  ])("%s keeps its meaning", (text) => {
    expect(readPutInLabel(text)).toBe(text);
  });
});
