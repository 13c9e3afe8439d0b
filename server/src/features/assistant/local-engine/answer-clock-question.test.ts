import { describe, expect, it } from "vitest";
import { answerClockQuestion } from "./answer-clock-question";
import { normalizeText } from "./normalize-text";

const now = new Date("2026-12-06T08:30:00Z");
const ask = (text: string) => answerClockQuestion(normalizeText(text), now, "Europe/Madrid");

describe("answerClockQuestion", () => {
  it("answers today's date however it is asked", () => {
    for (const text of ["¿Qué día es hoy?", "oye a que fecha estamos", "q dia es", "¿me dices qué fecha es hoy?"]) {
      expect(ask(text)).toBe("Hoy es domingo, 6 de diciembre de 2026.");
    }
  });

  it("answers the time in the person's zone", () => {
    expect(ask("¿qué hora es?")).toBe("Son las 09:30.");
  });

  it("counts the days left to the end of the year or to Christmas", () => {
    expect(ask("¿cuántos días quedan para fin de año?")).toContain("quedan 25 días");
    expect(ask("cuanto falta para navidad")).toContain("quedan 19 días");
    expect(ask("cuantos dias quedan pa fin de año?")).toContain("quedan 25 días");
    expect(ask("cuántos días nos quedan pa que acabe el año")).toContain("quedan 25 días");
    expect(ask("cuantos dias le quedan al año?")).toContain("quedan 25 días");
    expect(ask("¿cuántos días quedan del año?")).toContain("quedan 25 días");
    expect(ask("cuanto le falta al año")).toContain("quedan 25 días");
  });

  it("leaves questions about what happens on a day to the apps", () => {
    for (const text of ["¿qué tengo hoy?", "¿qué día es la reunión con Marta?", "qué hora es la cita del dentista"]) {
      expect(ask(text)).toBeUndefined();
    }
  });
});
