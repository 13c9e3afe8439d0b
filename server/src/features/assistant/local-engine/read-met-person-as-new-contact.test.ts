import { describe, expect, test } from "vitest";
import { readMetPersonAsNewContact } from "./read-met-person-as-new-contact";

describe("someone met, told of, then put in the contacts", () => {
  test.each([
    [
      "acabo de conocer a lucia ferrer en la feria, es jefa de compras en supermercados levantina, su mail es lucia.ferrer@levantina.es. metela en el crm porfa",
      "mete a Lucia Ferrer en el crm, jefa de compras en Supermercados Levantina, lucia.ferrer@levantina.es",
    ],
    [
      "he conocido a Pablo Ríos, trabaja como comercial en Hoteles Sol y su móvil es 600 123 456. añádelo a contactos",
      "mete a Pablo Ríos en el crm, comercial en Hoteles Sol, teléfono 600 123 456",
    ],
    [
      "ayer me presentaron a marta gil, trabaja en ferreteria gil, marta@ferreteriagil.es, apúntamela en hubspot",
      "mete a Marta Gil en el crm, empresa Ferreteria Gil, marta@ferreteriagil.es",
    ],
  ])("%s is a new contact with its details", (said, read) => {
    expect(readMetPersonAsNewContact(said)).toBe(read);
  });

  test.each([
    "acabo de conocer a lucia en la feria, métela en el crm",
    "mete a lucia ferrer en el crm",
    "acabo de conocer a lucia ferrer en la feria, es majísima",
  ])("%s keeps its words", (said) => {
    expect(readMetPersonAsNewContact(said)).toBe(said);
  });
});
