import { describe, expect, it } from "vitest";
import { readAppointmentTold } from "./read-appointment-told";

describe("an appointment told, then kept", () => {
  it.each([
    [
      "he quedado con Sofía el viernes a las 10 para la demo, apúntalo",
      "pon una reunión con Sofía el viernes a las 10 para la demo",
    ],
    ["quedamos con javier el lunes a las 12, mételo en el calendario", "pon una reunión con javier el lunes a las 12"],
    ["mañana a las 4 tengo dentista, ponlo en la agenda", "pon en el calendario dentista mañana a las 4"],
    [
      "tengo la cena de empresa el 18 a las 21:00. agéndalo porfa",
      "pon en el calendario la cena de empresa el 18 a las 21:00",
    ],
  ])("«%s» is «%s»", (text, request) => {
    expect(readAppointmentTold(text)).toBe(request);
  });

  it.each([
    "el viernes tengo que entregar el informe, apúntalo",
    "he quedado con Sofía, apúntalo",
    "tengo dentista mañana",
    "apúntalo",
  ])("«%s» stays", (text) => {
    expect(readAppointmentTold(text)).toBe(text);
  });
});
