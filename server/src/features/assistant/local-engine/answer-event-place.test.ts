import { describe, expect, it } from "vitest";
import { answerEventPlace } from "./answer-event-place";

const options = { now: new Date("2026-12-06T12:00:00Z"), timeZone: "Europe/Madrid" };
const lunch = {
  id: "e1",
  title: "Comida con Javier Ruiz",
  date: "2026-12-16T14:00:00+01:00",
  place: "Restaurante La Castellana, Madrid",
};

describe("answerEventPlace", () => {
  it("says where the one event found takes place, then shows it", () => {
    expect(answerEventPlace([lunch], "¿dónde es la comida con Javier Ruiz?", options)).toMatch(
      /^\*\*Comida con Javier Ruiz\*\* es en \*\*Restaurante La Castellana, Madrid\*\*\.\n\n1\. \*\*Comida con Javier Ruiz\*\*/,
    );
  });

  it("leaves alone a question that asks no place, an event with none, or several events", () => {
    expect(answerEventPlace([lunch], "¿a qué hora es la comida?", options)).toBeUndefined();
    expect(answerEventPlace([{ ...lunch, place: undefined }], "¿dónde es la comida?", options)).toBeUndefined();
    expect(answerEventPlace([lunch, { ...lunch, id: "e2" }], "¿dónde es la comida?", options)).toBeUndefined();
  });
});
