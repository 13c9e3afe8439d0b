import { describe, expect, it } from "vitest";
import { readAboutQuestionLast } from "./read-about-question-last";

describe("what a thing is about, asked after naming it", () => {
  it.each([
    ["el del banco de la semana pasada de que iba?", "resume el del banco de la semana pasada"],
    ["la propuesta de Lumen, ¿de qué trata?", "resume la propuesta de Lumen"],
    ["los correos de Iberia de que van", "resume los correos de Iberia"],
    ["¿de qué iba el del banco?", "resume el del banco"],
  ])("«%s» asks «%s»", (text, question) => {
    expect(readAboutQuestionLast(text)).toBe(question);
  });

  it.each(["de qué iba el correo del banco?", "el correo del banco archívalo", "la reunión de qué hora era?"])(
    "«%s» stays",
    (text) => {
      expect(readAboutQuestionLast(text)).toBe(text);
    },
  );
});
