import { describe, expect, test } from "vitest";
import { readCheckWhetherAsQuestion } from "./read-check-whether-as-question";

describe("a check asked for", () => {
  test.each([
    ["fijate si me escribio laura", "¿me escribio laura?"],
    ["mira a ver si ha llegado lo de Iberia", "¿ha llegado lo de Iberia?"],
    ["comprueba si tengo algo de Hacienda.", "¿tengo algo de Hacienda?"],
  ])("%s is the question", (text, question) => {
    expect(readCheckWhetherAsQuestion(text)).toBe(question);
  });

  test.each(["mira el correo de Laura", "si puedes, archiva lo de LinkedIn"])("%s keeps its words", (text) => {
    expect(readCheckWhetherAsQuestion(text)).toBe(text);
  });
});
