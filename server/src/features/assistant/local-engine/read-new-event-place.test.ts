import { describe, expect, it } from "vitest";
import { readNewEventPlace } from "./read-new-event-place";

describe("readNewEventPlace", () => {
  it.each([
    ["un evento mañana a las 9, una hora, en la cafetería La Lola, e invitá a Laura", "cafetería La Lola"],
    ["ponme una reunión el jueves a las 4 con Marta en la sala Azul", "sala Azul"],
    ["crea una reunión en la sala Castellana e invita a Pedro", "sala Castellana"],
    ["una comida en el restaurante Sacha de una hora", "restaurante Sacha"],
    ["una reunión en la oficina de Alcalá el viernes a las 10", "oficina de Alcalá"],
  ])("'%s' is held in %s", (text, place) => {
    expect(readNewEventPlace(text)?.place).toBe(place);
  });

  it.each(["crea un evento en Google Calendar mañana a las 9", "una reunión en media hora", "quedamos en vernos"])(
    "'%s' names no place",
    (text) => {
      expect(readNewEventPlace(text)).toBeUndefined();
    },
  );
});
