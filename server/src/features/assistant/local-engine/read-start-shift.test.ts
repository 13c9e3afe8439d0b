import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text";
import { readStartShift } from "./read-start-shift";

const shiftOf = (text: string) => readStartShift(normalizeText(text));

describe("readStartShift", () => {
  it.each([
    ["movéme la demo una hora más tarde, que a las 10 no llego", 60],
    ["pon la reunión media hora antes", -30],
    ["retrásala 30 minutos", 30],
    ["adelántala una hora", -60],
    ["atrásala media hora", 30],
    ["pásala una hora", 60],
    ["muévela dos horas después", 120],
    ["la llamada, 15 minutos antes", -15],
    ["muévela al día siguiente", 1440],
    ["pásala un día después", 1440],
    ["la demo, una semana más tarde", 10080],
    ["retrasa una hora y media la comida", 90],
    ["adelanta un cuarto de hora el comité", -15],
    ["pospón un par de días la revisión", 2880],
    ["córrela 10 min", 10],
    ["retrasa la demo en media hora", 30],
  ])("'%s' moves it by %i minutes", (text, minutes) => {
    expect(shiftOf(text)).toBe(minutes);
  });

  it.each([
    "mueve la demo al jueves a las 11",
    "cámbiala a las 13",
    "mueve la reunión a dentro de una hora",
    "pásala al viernes y que sea de una hora",
    "pon la reunión en media hora",
    "mueve la demo, que no llego",
  ])("'%s' says no shift", (text) => {
    expect(shiftOf(text)).toBeUndefined();
  });
});
