import { describe, expect, it } from "vitest";
import { readReminderAsked } from "./read-reminder-asked";

describe("being reminded, asked as a question", () => {
  it.each([
    ["me recuerdas que tengo que llamar a marta el jueves?", "recuérdame llamar a marta el jueves"],
    ["¿me recuerdas llamar a Marta el jueves?", "recuérdame llamar a Marta el jueves"],
    ["me recordás que hay que pagar el seguro el lunes?", "recuérdame pagar el seguro el lunes"],
  ])("«%s» is «%s»", (text, request) => {
    expect(readReminderAsked(text)).toBe(request);
  });

  it.each(["¿me recuerdas cómo se llama el de Lumen?", "¿recuerdas lo que te dije de Marta?", "llama a Marta"])(
    "«%s» stays",
    (text) => {
      expect(readReminderAsked(text)).toBe(text);
    },
  );
});

describe("when said before what to do", () => {
  it.each([
    ["recuerdame mañana a las 9 llamar a sofia", "recuerdame llamar a sofia mañana a las 9"],
    ["recuérdame el jueves que tengo que pagar el seguro", "recuérdame pagar el seguro el jueves"],
    ["avísame a las 5 de la tarde, revisar el contrato", "avísame revisar el contrato a las 5 de la tarde"],
    ["¿me recuerdas el lunes por la mañana mandar el informe?", "recuérdame mandar el informe el lunes por la mañana"],
  ])("«%s» is «%s»", (text, request) => {
    expect(readReminderAsked(text)).toBe(request);
  });

  it.each(["recuérdame mañana lo de Marta", "avísame mañana"])("«%s» stays", (text) => {
    expect(readReminderAsked(text)).toBe(text);
  });
});
