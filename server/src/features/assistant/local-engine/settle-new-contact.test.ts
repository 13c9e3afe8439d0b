import { describe, expect, test } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { settleNewContact } from "./settle-new-contact";
import { TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

const settle = (text: string) => settleNewContact(parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE }));

describe("a new person for the contacts", () => {
  test.each([
    ["mete a pablo ruiz en el crm, pablo.ruiz@ejemplo.com", "Pablo Ruiz"],
    ["acabo de conocer a lucia en la feria, métela en el crm", "Lucia"],
  ])("%s is named by the person's words", (said, name) => {
    expect(settle(said).request.name).toBe(name);
  });

  test.each(["métela en el crm", "añádela a contactos"])("%s names no one: the place is no name", (said) => {
    expect(settle(said).request.name).toBeUndefined();
  });
});

describe("a person made with their company or post", () => {
  test.each([
    ["dale de alta a Jorge Gil, trabaja en Talleres Gil", "Jorge Gil"],
    ["registra a Elena Mora, es la gerente de Viveros Mora", "Elena Mora"],
    ["da de alta a sergio vidal, trabaja en Logística Vidal", "Sergio Vidal"],
  ])("%s is a contact", (said, name) => {
    const settled = settle(said);
    expect(settled.objects).toEqual(["contact"]);
    expect(settled.request.name).toBe(name);
  });
});
