import { describe, expect, test } from "vitest";
import { asksWhatShifuKnows } from "./knowledge-vocabulary";

describe("what the person keeps, and what they told Shifu", () => {
  test.each([
    "tengo guardado el contrato de la reforma?",
    "tengo apuntado el telefono de nuria en algun sitio?",
    "¿tengo guardado un presupuesto de hoteles mediterraneo?",
  ])("a thing named is kept in the apps: %s", (text) => {
    expect(asksWhatShifuKnows(text)).toBe(false);
  });

  test.each(["que tengo guardado contigo?", "te he dicho mi horario?", "que tienes apuntado de mi?"])(
    "what was said to Shifu is what it knows: %s",
    (text) => {
      expect(asksWhatShifuKnows(text)).toBe(true);
    },
  );
});
