import { describe, expect, test } from "vitest";
import { readAddressOwner, readPhoneOwner } from "./read-address-owner";

describe("readAddressOwner", () => {
  test.each([
    ["pásame el email de Laura porfa", "Laura"],
    ["¿cuál es el mail de sofia navarro?", "sofia navarro"],
    ["dame el correo de Javier Ruiz", "Javier Ruiz"],
    ["me das la dirección de correo de carlos martinez?", "carlos martinez"],
    ["¿cuál es la dirección de correo de la tienda XYZ?", "tienda XYZ"],
    ["necesito el correo electrónico de Marta", "Marta"],
    ["dame el mail de carmen ortega en outlook", "carmen ortega"],
  ])("'%s' asks for the address of %s", (text, owner) => {
    expect(readAddressOwner(text)).toBe(owner);
  });

  test.each([
    "dame el correo de ayer",
    "léeme el correo de Laura",
    "dame el correo de la agencia tributaria",
    "pásame el correo de Laura a Pedro",
    "reenvía el mail de Iberia",
  ])("'%s' asks for a mail, not an address", (text) => {
    expect(readAddressOwner(text)).toBeUndefined();
  });
});

describe("readPhoneOwner", () => {
  test.each([
    ["dame el telefono de nuria prieto", "nuria prieto"],
    ["¿cuál es el móvil de Javier Ruiz?", "Javier Ruiz"],
    ["tienes el número de teléfono de Marta Vidal?", "Marta Vidal"],
    ["el teléfono de la tienda XYZ", "tienda XYZ"],
    ["¿tienes el número de lucía?", "lucía"],
  ])("'%s' asks for the phone of %s", (text, owner) => {
    expect(readPhoneOwner(text)).toBe(owner);
  });

  test.each([
    "llama al teléfono de ayer",
    "¿cuál es el número de facturas pendientes?",
    "pon el teléfono en la ficha",
    "me decís el número de factura?",
    "dame el numero de pedido porfa",
    "¿cuál era el número de seguimiento?",
  ])("'%s' asks for no one's phone", (text) => {
    expect(readPhoneOwner(text)).toBeUndefined();
  });
});
